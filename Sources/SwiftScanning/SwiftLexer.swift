import Foundation

/// Splits Swift source into lexemes, line by line, from `SwiftScanner`'s reading: the scanner
/// says what is comment and string, the lexer splits the code between them into words,
/// numbers and punctuation. Goals (`SwiftSourceFile.tokens`), highlighting and word-level diffs
/// all read these lexemes.
public enum SwiftLexer {
  /// Every line of a file split into lexemes; multi-line strings (`"""`), block comments and
  /// string interpolation handled across lines. Lines end at "\n" ("\r\n" counts as one).
  public static func lines(of text: String) -> [[SwiftLexeme]] {
    let characters = Array(text.replacingOccurrences(of: "\r\n", with: "\n"))
    return lines(of: characters, regions: SwiftScanner.regions(of: characters))
  }

  /// Swift's keywords, and the contextual keywords this workbook colours as keywords: the
  /// declaration modifiers (`actor`, `convenience`, `dynamic`, `final`, `indirect`, `lazy`,
  /// `mutating`, `nonmutating`, `open`, `override`, `required`, `unowned`, `weak`), effects
  /// (`async`, `await`), opaque and existential types (`some`, `any`) and accessors (`get`,
  /// `set`, `willSet`, `didSet`). Other contextual words (`left`, `prefix`, `Type`…) stay names.
  public static let keywords: Set<String> = [
    // Declarations
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
    "func", "import", "init", "inout", "internal", "let", "nonisolated", "operator", "private",
    "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
    "var",
    // Statements
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
    // Expressions and types
    "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    // Contextual keywords chosen here
    "actor", "any", "async", "await", "convenience", "didSet", "dynamic", "final", "get", "indirect",
    "lazy", "mutating", "nonmutating", "open", "override", "required", "set", "some", "unowned",
    "weak", "willSet",
  ]

  /// Lexemes of every line, given the scanner's regions of the same characters.
  package static func lines(of text: [Character], regions: [SwiftScanner.Region]) -> [[SwiftLexeme]] {
    var lines: [[SwiftLexeme]] = []
    var start = 0
    while start <= text.count {
      let end = text[start...].firstIndex(of: "\n") ?? text.count
      lines.append(line(text, regions, start..<end))
      start = end + 1
    }
    return lines
  }

  /// One line's lexemes: runs of comment and of string, and the code between them split up.
  private static func line(
    _ text: [Character], _ regions: [SwiftScanner.Region], _ line: Range<Int>
  ) -> [SwiftLexeme] {
    var lexemes: [SwiftLexeme] = []
    var position = line.lowerBound
    while position < line.upperBound {
      let isCode = regions[position] == .code
      let isComment = regions[position] == .comment
      var end = position + 1
      while end < line.upperBound, (regions[end] == .code) == isCode,
        (regions[end] == .comment) == isComment
      {
        end += 1
      }
      if isCode {
        lexemes += code(text, position..<end).map { lexeme in
          SwiftLexeme(kind: lexeme.kind, range: lexeme.range.shifted(by: -line.lowerBound))
        }
      } else {
        let range = (position..<end).shifted(by: -line.lowerBound)
        lexemes.append(SwiftLexeme(kind: isComment ? .comment : .string, range: range))
      }
      position = end
    }
    return lexemes
  }

  /// Code split into lexemes (ranges in `text`'s offsets).
  private static func code(_ text: [Character], _ run: Range<Int>) -> [SwiftLexeme] {
    var lexemes: [SwiftLexeme] = []
    var position = run.lowerBound
    while position < run.upperBound {
      let (kind, end) = lexeme(text, at: position, before: run.upperBound)
      lexemes.append(SwiftLexeme(kind: kind, range: position..<end))
      position = end
    }
    return lexemes
  }

  /// The lexeme starting at a position of code: its kind and where it ends.
  private static func lexeme(
    _ text: [Character], at start: Int, before limit: Int
  ) -> (SwiftLexeme.Kind, Int) {
    let character = text[start]
    if character.isSpace {
      return (.whitespace, text[start..<limit].firstIndex { !$0.isSpace } ?? limit)
    }
    if character == "`", let close = text[(start + 1)..<limit].firstIndex(of: "`") {
      return (.identifier, close + 1)
    }
    if character.isNumber, character.isASCII {
      return (.number, numberEnd(text, from: start, before: limit))
    }
    let isWordStart = character.isIdentifierCharacter || character == "$"
    let isMarked = character == "@" || character == "#"
    guard isWordStart || isMarked else { return (.punctuation, start + 1) }
    var end = start + 1
    while end < limit, text[end].isIdentifierCharacter { end += 1 }
    if isMarked { return (end > start + 1 ? .keyword : .punctuation, end) }
    let word = String(text[start..<end])
    if keywords.contains(word) { return (.keyword, end) }
    return (character.isUppercase ? .typeName : .identifier, end)
  }

  /// Where a number ends: digits, letters and underscores (`0x1F`, `1_000`), a fraction
  /// (`1.5`, unless the number is a tuple's element: `pair.0.1`), a signed exponent (`1e-3`,
  /// `0x1p-2`).
  private static func numberEnd(_ text: [Character], from start: Int, before limit: Int) -> Int {
    let isHex = start + 1 < limit && text[start] == "0" && (text[start + 1] == "x" || text[start + 1] == "X")
    let isTupleElement = start > 0 && text[start - 1] == "."
    var end = start
    while end < limit {
      let character = text[end]
      let previous = end > start ? text[end - 1] : " "
      let isExponent = isHex ? "pP".contains(previous) : "eE".contains(previous)
      if character.isIdentifierCharacter {
        end += 1
      } else if character == ".", !isTupleElement, end + 1 < limit, text[end + 1].isNumber,
        !text[start..<end].contains(".")
      {
        end += 1
      } else if "+-".contains(character), isExponent, end + 1 < limit, text[end + 1].isNumber {
        end += 1
      } else {
        break
      }
    }
    return end
  }
}

extension Character {
  /// Whitespace, spaces and tabs first (Unicode's properties are a table lookup).
  fileprivate var isSpace: Bool {
    self == " " || self == "\t" || (!isASCII && isWhitespace)
  }
}

extension Range<Int> {
  fileprivate func shifted(by offset: Int) -> Range<Int> {
    (lowerBound + offset)..<(upperBound + offset)
  }
}
