import Foundation

/// A recursive-descent parser for the format strings `KeyValuePredicate` supports.
struct FormatParser {
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
      if characters[index].isWhitespace {
        index += 1
        continue
      }
      let (token, next) = try scanToken(characters, at: index)
      tokens.append(token)
      index = next
    }
    return tokens
  }

  /// The token that starts at `index` (not whitespace), and the index after it.
  private func scanToken(_ characters: [Character], at index: Int) throws(PredicateFormatError) -> (
    Token, Int
  ) {
    let character = characters[index]
    if character == "%" { return try scanPlaceholder(characters, at: index + 1) }
    if character == "'" || character == "\"" {
      return try scanString(characters, quote: character, at: index + 1)
    }
    if character.isNumber
      || (character == "-" && index + 1 < characters.count && characters[index + 1].isNumber)
    {
      return scanNumber(characters, at: index)
    }
    if character == "$" { throw failure("substitution variables ($name) are not supported") }
    if character.isLetter || character == "_" || character == "#" { return scanWord(characters, at: index) }
    return try scanSymbol(characters, at: index)
  }

  /// After a "%": %K (a key argument), or a value's conversion with its length modifiers (%@, %ld…).
  private func scanPlaceholder(_ characters: [Character], at start: Int) throws(PredicateFormatError) -> (
    Token, Int
  ) {
    var index = start
    guard index < characters.count else { throw failure("a lone % at the end") }
    if characters[index] == "K" { return (.placeholder(isKey: true), index + 1) }
    while index < characters.count, Self.formatLengthModifiers.contains(characters[index]) { index += 1 }
    guard index < characters.count, Self.formatConversions.contains(characters[index]) else {
      throw failure("unsupported format specifier")
    }
    return (.placeholder(isKey: false), index + 1)
  }

  /// After an opening quote: the string up to the same quote, with \n, \t and \-escaped characters.
  private func scanString(_ characters: [Character], quote: Character, at start: Int)
    throws(PredicateFormatError) -> (Token, Int)
  {
    var string = ""
    var index = start
    while index < characters.count, characters[index] != quote {
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
    return (.string(string), index + 1)
  }

  /// A number: digits (after a minus sign, if any), with a decimal point and an exponent.
  private func scanNumber(_ characters: [Character], at start: Int) -> (Token, Int) {
    var number = String(characters[start])
    var index = start + 1
    while index < characters.count,
      characters[index].isNumber || characters[index] == "." || characters[index] == "e"
        || characters[index] == "E"
    {
      number.append(characters[index])
      index += 1
    }
    return (.number(number), index)
  }

  /// A word (a key, a keyword such as AND or nil); a leading "#" escapes a reserved word.
  private func scanWord(_ characters: [Character], at start: Int) -> (Token, Int) {
    var word = characters[start] == "#" ? "" : String(characters[start])
    var index = start + 1
    while index < characters.count,
      characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
        || characters[index] == "."
    {
      word.append(characters[index])
      index += 1
    }
    return (.word(word), index)
  }

  /// An operator or a parenthesis, two characters first ("<=" before "<").
  private func scanSymbol(_ characters: [Character], at index: Int) throws(PredicateFormatError) -> (
    Token, Int
  ) {
    let character = characters[index]
    let pair = index + 1 < characters.count ? String(characters[index...index + 1]) : ""
    if Self.twoCharacterSymbols.contains(pair) { return (.symbol(pair), index + 2) }
    if "<>=!()[]".contains(character) { return (.symbol(String(character)), index + 1) }
    throw failure("unexpected \"\(character)\"")
  }
}
