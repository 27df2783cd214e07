import Foundation

// Foundation on Linux has no predicate format strings and no string-keyed sort descriptors
// (`NSPredicate(format:)` and `NSSortDescriptor(key:ascending:)` are marked unavailable there).
// HeadlessCoreData adds both to Foundation's own classes, so fetch requests read exactly as
// with Core Data:
//
//     NSPredicate(format: "dueDate <= %@", date as NSDate)
//     NSSortDescriptor(key: "dueDate", ascending: true)
//
// A format predicate becomes a block predicate that evaluates managed objects (and
// dictionaries) by key. Supported forms: `key op value` and `value op key`, where op is one of
// <  <=  =<  >  >=  =>  ==  =  !=  <>, the value is an argument (%@, or %d %i %ld %f…), a
// number, a quoted string, nil/NULL or YES/NO/TRUE/FALSE, and %K stands for a key given as an
// argument; combined with AND/&&, OR/||, NOT/! and parentheses; TRUEPREDICATE, FALSEPREDICATE.
// Anything else (BETWEEN, IN, CONTAINS, [c] modifiers, key paths through relationships…)
// stops with "Unable to parse the format string", as Core Data does.
// On Apple platforms Foundation's own parser is used and these extensions are left out.

#if !canImport(Darwin)
  extension NSPredicate {
    /// A predicate parsed from a format string, with its arguments in an array.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
      let parsed: KeyValuePredicate
      do {
        parsed = try KeyValuePredicate(parsing: predicateFormat, arguments: arguments ?? [])
      } catch {
        fatalError(error.description)
      }
      self.init(block: { object, _ in parsed.evaluate(on: object) })
    }

    /// A predicate parsed from a format string, with its arguments.
    public convenience init(format predicateFormat: String, _ arguments: Any...) {
      self.init(format: predicateFormat, argumentArray: arguments)
    }
  }

  extension NSSortDescriptor {
    /// Sorts managed objects by the attribute named `key`: nil first when ascending, numbers
    /// numerically, strings by Unicode order, dates by time.
    public convenience init(key: String?, ascending: Bool) {
      self.init(keyPath: \NSManagedObject.[sortableValueForKey: key ?? ""], ascending: ascending)
    }
  }
#endif

/// A predicate parsed from a format string: comparisons of a key with a value, combined.
indirect enum KeyValuePredicate: Sendable, Equatable {
  case constant(Bool)
  case comparison(key: String, ComparisonOperator, ComparableValue)
  case not(KeyValuePredicate)
  case and(KeyValuePredicate, KeyValuePredicate)
  case or(KeyValuePredicate, KeyValuePredicate)

  init(parsing format: String, arguments: [Any]) throws(PredicateFormatError) {
    var parser = try FormatParser(format: format, arguments: arguments)
    self = try parser.parse()
  }

  /// Evaluates the predicate on a managed object or a `[String: Any]` dictionary.
  nonisolated func evaluate(on object: Any?) -> Bool {
    switch object {
    case let managedObject as NSManagedObject:
      return MainActor.assumeIsolated { evaluate { managedObject.comparableValue(forKey: $0) } }
    case let dictionary as [String: Any]:
      return evaluate { ComparableValue(argument: dictionary[$0]) ?? .null }
    default:
      fatalError("A format predicate evaluates managed objects and dictionaries, not \(type(of: object)).")
    }
  }

  /// Evaluates the predicate, reading each key's value with `valueForKey`. Comparisons follow
  /// Core Data: nil equals only nil, and is neither less nor greater than anything.
  func evaluate(_ valueForKey: (String) -> ComparableValue) -> Bool {
    switch self {
    case .constant(let value):
      return value
    case .not(let predicate):
      return !predicate.evaluate(valueForKey)
    case .and(let lhs, let rhs):
      return lhs.evaluate(valueForKey) && rhs.evaluate(valueForKey)
    case .or(let lhs, let rhs):
      return lhs.evaluate(valueForKey) || rhs.evaluate(valueForKey)
    case .comparison(let key, let comparison, let value):
      let keyValue = valueForKey(key)
      if comparison == .equal || comparison == .notEqual {
        let isEqual =
          keyValue == .null || value == .null
          ? keyValue == value : keyValue.compared(to: value) == .orderedSame
        return isEqual == (comparison == .equal)
      }
      guard let order = keyValue.compared(to: value) else { return false }
      switch comparison {
      case .lessThan: return order == .orderedAscending
      case .lessThanOrEqual: return order != .orderedDescending
      case .greaterThan: return order == .orderedDescending
      case .greaterThanOrEqual: return order != .orderedAscending
      case .equal, .notEqual: return false
      }
    }
  }
}
