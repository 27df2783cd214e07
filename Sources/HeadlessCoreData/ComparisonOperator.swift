import Foundation

/// A comparison operator of a format predicate.
enum ComparisonOperator: String, Sendable {
  case lessThan = "<"
  case lessThanOrEqual = "<="
  case greaterThan = ">"
  case greaterThanOrEqual = ">="
  case equal = "=="
  case notEqual = "!="

  /// The operator that gives the same answer with its operands swapped.
  var swapped: ComparisonOperator {
    switch self {
    case .lessThan: .greaterThan
    case .lessThanOrEqual: .greaterThanOrEqual
    case .greaterThan: .lessThan
    case .greaterThanOrEqual: .lessThanOrEqual
    case .equal, .notEqual: self
    }
  }
}
