import Foundation

/// An attribute's value as a managed object holds it and the store writes it: one case per
/// storage kind. `value(forKey:)` hands it out as Core Data does (String, Date, NSNumber…).
enum AttributeValue: Equatable, Sendable {
  case string(String)
  case date(Date)
  case integer(Int64)
  case real(Double)
  case boolean(Bool)
  case data(Data)
  case uuid(UUID)
  case url(URL)

  /// Converts a value given to `setValue(_:forKey:)`, or nil when it is not a value of `type`.
  init?(_ value: Any, as type: NSAttributeType) {
    switch type {
    case .stringAttributeType:
      guard let string = value as? String else { return nil }
      self = .string(string)
    case .dateAttributeType:
      guard let date = value as? Date else { return nil }
      self = .date(date)
    case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType:
      guard let integer = Self.integer(value) else { return nil }
      self = .integer(integer)
    case .doubleAttributeType, .floatAttributeType:
      guard let real = Self.real(value) else { return nil }
      self = .real(real)
    case .booleanAttributeType:
      if let bool = value as? Bool {
        self = .boolean(bool)
      } else if let integer = Self.integer(value) {
        self = .boolean(integer != 0)
      } else {
        return nil
      }
    case .binaryDataAttributeType:
      guard let data = value as? Data else { return nil }
      self = .data(data)
    case .UUIDAttributeType:
      guard let uuid = value as? UUID else { return nil }
      self = .uuid(uuid)
    case .URIAttributeType:
      guard let url = value as? URL else { return nil }
      self = .url(url)
    case .undefinedAttributeType:
      return nil
    }
  }

  private static func integer(_ value: Any) -> Int64? {
    switch value {
    case let value as Int: Int64(value)
    case let value as Int8: Int64(value)
    case let value as Int16: Int64(value)
    case let value as Int32: Int64(value)
    case let value as Int64: value
    case let value as UInt: Int64(exactly: value)
    case let value as UInt8: Int64(value)
    case let value as UInt16: Int64(value)
    case let value as UInt32: Int64(value)
    case let value as UInt64: Int64(exactly: value)
    case let value as Bool: value ? 1 : 0
    case let value as NSNumber: Int64(exactly: value.doubleValue) == nil ? nil : value.int64Value
    default: nil
    }
  }

  private static func real(_ value: Any) -> Double? {
    switch value {
    case let value as Double: value
    case let value as Float: Double(value)
    case let value as CGFloat: Double(value)
    case let value as NSNumber: value.doubleValue
    default: integer(value).map(Double.init)
    }
  }

  /// The value as `value(forKey:)` returns it: Core Data's classes, bridged as Swift sees them
  /// (numbers and booleans as NSNumber, so `as? Int`, `as? Int16` and `as? Bool` all work).
  func keyValueCodingValue(as type: NSAttributeType) -> Any {
    switch self {
    case .string(let string): string
    case .date(let date): date
    case .integer(let integer): NSNumber(value: integer)
    case .real(let real): type == .floatAttributeType ? NSNumber(value: Float(real)) : NSNumber(value: real)
    case .boolean(let bool): NSNumber(value: bool)
    case .data(let data): data
    case .uuid(let uuid): uuid
    case .url(let url): url
    }
  }

  /// The value as the store writes it. Dates are seconds since the reference date (a Double,
  /// so they come back exactly), UUIDs their 16 bytes, URLs their absolute string.
  var sqliteValue: SQLiteValue {
    switch self {
    case .string(let string): .text(string)
    case .date(let date): .real(date.timeIntervalSinceReferenceDate)
    case .integer(let integer): .integer(integer)
    case .real(let real): .real(real)
    case .boolean(let bool): .integer(bool ? 1 : 0)
    case .data(let data): .blob(data)
    case .uuid(let uuid): .blob(withUnsafeBytes(of: uuid.uuid) { Data($0) })
    case .url(let url): .text(url.absoluteString)
    }
  }

  /// Reads a stored column back. Returns `.none` for NULL, and throws when the column holds
  /// something that cannot be a value of `type` (a damaged or foreign store).
  static func fromStore(_ column: SQLiteValue, as type: NSAttributeType) -> AttributeValue?? {
    if column == .null { return .some(nil) }
    switch (type, column) {
    case (.stringAttributeType, .text(let text)): return .string(text)
    case (.dateAttributeType, .real(let seconds)): return .date(Date(timeIntervalSinceReferenceDate: seconds))
    case (.dateAttributeType, .integer(let seconds)):
      return .date(Date(timeIntervalSinceReferenceDate: Double(seconds)))
    case (.integer16AttributeType, .integer(let integer)), (.integer32AttributeType, .integer(let integer)),
      (.integer64AttributeType, .integer(let integer)):
      return .integer(integer)
    case (.doubleAttributeType, .real(let real)), (.floatAttributeType, .real(let real)): return .real(real)
    case (.doubleAttributeType, .integer(let integer)), (.floatAttributeType, .integer(let integer)):
      return .real(Double(integer))
    case (.booleanAttributeType, .integer(let integer)): return .boolean(integer != 0)
    case (.binaryDataAttributeType, .blob(let data)): return .data(data)
    case (.UUIDAttributeType, .blob(let data)) where data.count == 16:
      return .uuid(UUID(uuid: data.withUnsafeBytes { $0.loadUnaligned(as: uuid_t.self) }))
    case (.URIAttributeType, .text(let text)):
      guard let url = URL(string: text) else { return nil }
      return .url(url)
    default: return nil
    }
  }

  /// The SQL column type Core Data declares for an attribute type.
  static func columnType(for type: NSAttributeType) -> String {
    switch type {
    case .stringAttributeType, .URIAttributeType, .undefinedAttributeType: "VARCHAR"
    case .dateAttributeType: "TIMESTAMP"
    case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType, .booleanAttributeType:
      "INTEGER"
    case .doubleAttributeType, .floatAttributeType: "FLOAT"
    case .binaryDataAttributeType, .UUIDAttributeType: "BLOB"
    }
  }

  /// The type's name as the store's model fingerprint and messages spell it.
  static func typeName(_ type: NSAttributeType) -> String {
    switch type {
    case .undefinedAttributeType: "undefined"
    case .integer16AttributeType: "integer16"
    case .integer32AttributeType: "integer32"
    case .integer64AttributeType: "integer64"
    case .doubleAttributeType: "double"
    case .floatAttributeType: "float"
    case .stringAttributeType: "string"
    case .booleanAttributeType: "boolean"
    case .dateAttributeType: "date"
    case .binaryDataAttributeType: "binaryData"
    case .UUIDAttributeType: "UUID"
    case .URIAttributeType: "URI"
    }
  }
}

/// A value as predicates and sort descriptors compare it: numbers (and booleans) compare
/// numerically, strings, dates, data, UUIDs and URLs each among themselves; nil is below all.
enum ComparableValue: Sendable, Equatable {
  case null
  case integer(Int64)
  case real(Double)
  case string(String)
  case date(Date)
  case data(Data)
  case uuid(UUID)
  case url(URL)

  init(_ value: AttributeValue?) {
    switch value {
    case nil: self = .null
    case .string(let string): self = .string(string)
    case .date(let date): self = .date(date)
    case .integer(let integer): self = .integer(integer)
    case .real(let real): self = .real(real)
    case .boolean(let bool): self = .integer(bool ? 1 : 0)
    case .data(let data): self = .data(data)
    case .uuid(let uuid): self = .uuid(uuid)
    case .url(let url): self = .url(url)
    }
  }

  /// Converts an argument of a predicate (or a dictionary's value), or nil for a type no
  /// attribute can hold.
  init?(argument: Any?) {
    guard let argument, !(argument is NSNull) else {
      self = .null
      return
    }
    switch argument {
    case let string as String: self = .string(string)
    case let date as Date: self = .date(date)
    case let data as Data: self = .data(data)
    case let uuid as UUID: self = .uuid(uuid)
    case let url as URL: self = .url(url)
    case let number as NSNumber:
      // Swift's numbers and Bool bridge to NSNumber: one case for all of them.
      let integer = number.int64Value
      self = Double(integer) == number.doubleValue ? .integer(integer) : .real(number.doubleValue)
    case let bool as Bool: self = .integer(bool ? 1 : 0)
    case let double as Double: self = .real(double)
    case let float as Float: self = .real(Double(float))
    default:
      guard let integer = AttributeValue(argument, as: .integer64AttributeType),
        case .integer(let value) = integer
      else { return nil }
      self = .integer(value)
    }
  }

  /// How two values compare, or nil when they are of kinds that do not compare (a string and
  /// a date) or one is nil.
  func compared(to other: ComparableValue) -> ComparisonResult? {
    switch (self, other) {
    case (.integer(let lhs), .integer(let rhs)): Self.order(lhs, rhs)
    case (.integer(let lhs), .real(let rhs)): Self.order(Double(lhs), rhs)
    case (.real(let lhs), .integer(let rhs)): Self.order(lhs, Double(rhs))
    case (.real(let lhs), .real(let rhs)): Self.order(lhs, rhs)
    case (.string(let lhs), .string(let rhs)): Self.order(lhs, rhs)
    case (.date(let lhs), .date(let rhs)): Self.order(lhs, rhs)
    case (.data(let lhs), .data(let rhs)): Self.order(Array(lhs).lexicographicallyPrecedes(rhs), lhs == rhs)
    case (.uuid(let lhs), .uuid(let rhs)): Self.order(lhs.uuidString, rhs.uuidString)
    case (.url(let lhs), .url(let rhs)): Self.order(lhs.absoluteString, rhs.absoluteString)
    default: nil
    }
  }

  private static func order<T: Comparable>(_ lhs: T, _ rhs: T) -> ComparisonResult {
    lhs < rhs ? .orderedAscending : lhs == rhs ? .orderedSame : .orderedDescending
  }

  private static func order(_ precedes: Bool, _ equal: Bool) -> ComparisonResult {
    precedes ? .orderedAscending : equal ? .orderedSame : .orderedDescending
  }

  /// The rank of the value's kind, which orders values of kinds that do not compare, so that
  /// sorting is total and deterministic: nil first (as SQLite sorts NULL), then numbers…
  var kindRank: Int {
    switch self {
    case .null: 0
    case .integer, .real: 1
    case .string: 2
    case .date: 3
    case .data: 4
    case .uuid: 5
    case .url: 6
    }
  }
}

/// A total order over `ComparableValue`, for sort descriptors.
struct SortableValue: Comparable, Sendable {
  let value: ComparableValue

  static func < (lhs: SortableValue, rhs: SortableValue) -> Bool {
    if let result = lhs.value.compared(to: rhs.value) { return result == .orderedAscending }
    return lhs.value.kindRank < rhs.value.kindRank
  }

  static func == (lhs: SortableValue, rhs: SortableValue) -> Bool {
    if let result = lhs.value.compared(to: rhs.value) { return result == .orderedSame }
    return lhs.value.kindRank == rhs.value.kindRank
  }
}
