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

/// A format string that HeadlessCoreData could not parse, with the reason.
struct PredicateFormatError: Error, CustomStringConvertible {
  let format: String
  let reason: String

  var description: String { "Unable to parse the format string \"\(format)\": \(reason)" }
}

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

/// A recursive-descent parser for the format strings `KeyValuePredicate` supports.
private struct FormatParser {
  enum Token: Equatable {
    case word(String)
    case number(String)
    case string(String)
    /// %K (a key argument) or %@, %d… (a value argument).
    case placeholder(isKey: Bool)
    case symbol(String)
  }

  let format: String
  var arguments: ArraySlice<Any>
  var tokens: [Token]
  var position = 0

  init(format: String, arguments: [Any]) throws(PredicateFormatError) {
    self.format = format
    self.arguments = arguments[...]
    self.tokens = []
    tokens = try tokenize(Array(format))
  }

  mutating func parse() throws(PredicateFormatError) -> KeyValuePredicate {
    let predicate = try parseOr()
    if position < tokens.count { throw failure("unexpected \(describe(tokens[position]))") }
    return predicate
  }

  private mutating func parseOr() throws(PredicateFormatError) -> KeyValuePredicate {
    var predicate = try parseAnd()
    while take(word: "OR") || take(symbol: "||") {
      predicate = .or(predicate, try parseAnd())
    }
    return predicate
  }

  private mutating func parseAnd() throws(PredicateFormatError) -> KeyValuePredicate {
    var predicate = try parseNot()
    while take(word: "AND") || take(symbol: "&&") {
      predicate = .and(predicate, try parseNot())
    }
    return predicate
  }

  private mutating func parseNot() throws(PredicateFormatError) -> KeyValuePredicate {
    if take(word: "NOT") || take(symbol: "!") { return .not(try parseNot()) }
    if take(symbol: "(") {
      let predicate = try parseOr()
      guard take(symbol: ")") else { throw failure("missing \")\"") }
      return predicate
    }
    if take(word: "TRUEPREDICATE") { return .constant(true) }
    if take(word: "FALSEPREDICATE") { return .constant(false) }
    return try parseComparison()
  }

  private enum Operand {
    case key(String)
    case value(ComparableValue)
  }

  private mutating func parseComparison() throws(PredicateFormatError) -> KeyValuePredicate {
    let lhs = try parseOperand()
    guard position < tokens.count else { throw failure("a comparison is missing its operator") }
    let comparison: ComparisonOperator
    switch tokens[position] {
    case .symbol("<"): comparison = .lessThan
    case .symbol("<="), .symbol("=<"): comparison = .lessThanOrEqual
    case .symbol(">"): comparison = .greaterThan
    case .symbol(">="), .symbol("=>"): comparison = .greaterThanOrEqual
    case .symbol("=="), .symbol("="): comparison = .equal
    case .symbol("!="), .symbol("<>"): comparison = .notEqual
    case let token: throw failure("\(describe(token)) is not a supported comparison (use < <= > >= == !=)")
    }
    position += 1
    if take(symbol: "[") { throw failure("comparison options such as [c] and [d] are not supported") }
    let rhs = try parseOperand()
    switch (lhs, rhs) {
    case (.key(let key), .value(let value)): return .comparison(key: key, comparison, value)
    case (.value(let value), .key(let key)): return .comparison(key: key, comparison.swapped, value)
    case (.key, .key): throw failure("comparing two keys is not supported")
    case (.value, .value): throw failure("a comparison needs a key on one side")
    }
  }

  private static let unsupportedWords: Set<String> = [
    "BETWEEN", "IN", "CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES", "ANY", "ALL", "NONE", "SOME",
    "SUBQUERY", "FUNCTION",
  ]

  private mutating func parseOperand() throws(PredicateFormatError) -> Operand {
    guard position < tokens.count else { throw failure("a comparison is missing an operand") }
    let token = tokens[position]
    position += 1
    switch token {
    case .word(let word):
      switch word.uppercased() {
      case "NIL", "NULL": return .value(.null)
      case "YES", "TRUE": return .value(.integer(1))
      case "NO", "FALSE": return .value(.integer(0))
      case "AND", "OR", "NOT": throw failure("\(word) where an operand was expected")
      case let upper where Self.unsupportedWords.contains(upper):
        throw failure("the \(upper) operator is not supported")
      default:
        if word.contains(".") { throw failure("key paths through relationships (\(word)) are not supported") }
        return .key(word)
      }
    case .number(let text):
      if let integer = Int64(text) { return .value(.integer(integer)) }
      guard let real = Double(text) else { throw failure("\(text) is not a number") }
      return .value(.real(real))
    case .string(let string):
      return .value(.string(string))
    case .placeholder(let isKey):
      guard let argument = arguments.popFirst() else {
        throw failure("there are more placeholders than arguments")
      }
      if isKey {
        guard let key = argument as? String else {
          throw failure("%K needs a String argument, not \(argument)")
        }
        return .key(key)
      }
      guard let value = ComparableValue(argument: argument) else {
        throw failure("an argument of type \(type(of: argument)) cannot be compared with an attribute")
      }
      return .value(value)
    case .symbol(let symbol):
      throw failure("\"\(symbol)\" where an operand was expected")
    }
  }

  private mutating func take(word: String) -> Bool {
    guard position < tokens.count, case .word(let candidate) = tokens[position],
      candidate.uppercased() == word
    else { return false }
    position += 1
    return true
  }

  private mutating func take(symbol: String) -> Bool {
    guard position < tokens.count, tokens[position] == .symbol(symbol) else { return false }
    position += 1
    return true
  }

  private func failure(_ reason: String) -> PredicateFormatError {
    PredicateFormatError(format: format, reason: reason)
  }

  private func describe(_ token: Token) -> String {
    switch token {
    case .word(let word): "\"\(word)\""
    case .number(let number): number
    case .string(let string): "'\(string)'"
    case .placeholder(let isKey): isKey ? "%K" : "%@"
    case .symbol(let symbol): "\"\(symbol)\""
    }
  }

  private static let twoCharacterSymbols: Set<String> = [
    "==", "<=", "=<", ">=", "=>", "!=", "<>", "&&", "||",
  ]
  private static let formatLengthModifiers: Set<Character> = ["h", "l", "q", "L", "z", "j", "t"]
  private static let formatConversions: Set<Character> = ["@", "d", "i", "u", "o", "x", "X", "f", "e", "g"]

  private func tokenize(_ characters: [Character]) throws(PredicateFormatError) -> [Token] {
    var tokens: [Token] = []
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character.isWhitespace {
        index += 1
      } else if character == "%" {
        index += 1
        guard index < characters.count else { throw failure("a lone % at the end") }
        if characters[index] == "K" {
          tokens.append(.placeholder(isKey: true))
          index += 1
          continue
        }
        while index < characters.count, Self.formatLengthModifiers.contains(characters[index]) { index += 1 }
        guard index < characters.count, Self.formatConversions.contains(characters[index]) else {
          throw failure("unsupported format specifier")
        }
        tokens.append(.placeholder(isKey: false))
        index += 1
      } else if character == "'" || character == "\"" {
        var string = ""
        index += 1
        while index < characters.count, characters[index] != character {
          if characters[index] == "\\", index + 1 < characters.count {
            index += 1
            switch characters[index] {
            case "n": string.append("\n")
            case "t": string.append("\t")
            case let escaped: string.append(escaped)
            }
          } else {
            string.append(characters[index])
          }
          index += 1
        }
        guard index < characters.count else { throw failure("a string is missing its closing quote") }
        tokens.append(.string(string))
        index += 1
      } else if character.isNumber
        || (character == "-" && index + 1 < characters.count && characters[index + 1].isNumber)
      {
        var number = String(character)
        index += 1
        while index < characters.count,
          characters[index].isNumber || characters[index] == "." || characters[index] == "e"
            || characters[index] == "E"
        {
          number.append(characters[index])
          index += 1
        }
        tokens.append(.number(number))
      } else if character == "$" {
        throw failure("substitution variables ($name) are not supported")
      } else if character.isLetter || character == "_" || character == "#" {
        var word = character == "#" ? "" : String(character)
        index += 1
        while index < characters.count,
          characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
            || characters[index] == "."
        {
          word.append(characters[index])
          index += 1
        }
        tokens.append(.word(word))
      } else {
        let pair = index + 1 < characters.count ? String(characters[index...index + 1]) : ""
        if Self.twoCharacterSymbols.contains(pair) {
          tokens.append(.symbol(pair))
          index += 2
        } else if "<>=!()[]".contains(character) {
          tokens.append(.symbol(String(character)))
          index += 1
        } else {
          throw failure("unexpected \"\(character)\"")
        }
      }
    }
    return tokens
  }
}
