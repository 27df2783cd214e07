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
