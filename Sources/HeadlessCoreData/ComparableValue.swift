import Foundation

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
