import Foundation

/// One Swift file, read for goal checks.
public struct SwiftSourceFile: Sendable {
  /// Relative to the folder it was read from, or to the package's root when read with a prefix:
  /// "Chapters/01-FoodTracker/Exercise/MealTableViewController.swift".
  public let path: String
  /// Its lines as written.
  public let lines: [String]
  /// Its lines with comments and the text of string literals replaced by spaces (so columns and
  /// line numbers stay those of the file).
  public let codeLines: [String]
  /// Whether each line has code once its comments are taken out (the inside of a string literal
  /// is code).
  package let hasCode: [Bool]
  /// Its tokens, from `codeLines`.
  package let tokens: [SwiftToken]
  /// The declarations it makes.
  package let declarations: [SwiftDeclaration]
  /// Its lexemes, line by line, as `SwiftLexer.lines(of:)` gives them: kept for the docs, which
  /// colour the files they read.
  package let lexemes: [[SwiftLexeme]]

  public init(path: String, text: String) {
    let text = text.replacingOccurrences(of: "\r\n", with: "\n")
    self.path = path
    lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let characters = Array(text)
    let regions = SwiftScanner.regions(of: characters)
    let blanked = Self.blanking(characters, regions: regions)
    codeLines = blanked.code.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
    hasCode = blanked.withoutComments.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.contains { !$0.isWhitespace }
    }
    lexemes = SwiftLexer.lines(of: characters, regions: regions)
    tokens = Self.tokens(lexemes, text: lines)
    // For each `{` token, the index of its matching `}` (or of the last token if it is unclosed).
    var matching: [Int: Int] = [:]
    var open: [Int] = []
    for (index, token) in tokens.enumerated() {
      if token.text == "{" {
        open.append(index)
      } else if token.text == "}", let start = open.popLast() {
        matching[start] = index
      }
    }
    for start in open { matching[start] = tokens.count - 1 }
    declarations = SwiftDeclaration.scan(tokens, matchingBrace: matching)
  }

  /// The line as written (1-based), without its indentation.
  package func writtenLine(_ number: Int) -> String {
    guard number >= 1, number <= lines.count else { return "" }
    return lines[number - 1].trimmingCharacters(in: .whitespaces)
  }

  /// How many lines of code lie between two tokens (a body's braces): lines with something left
  /// once comments are taken out. Blank lines and comment lines do not count.
  package func linesOfCode(after start: SwiftToken, before end: SwiftToken) -> Int {
    guard start.line < end.line else {
      // `{ return 0 }` on one line: one line of code if anything is between the braces.
      return codeLines[start.line].dropFirst(start.column + 1).prefix(end.column - start.column - 1)
        .contains { !$0.isWhitespace } ? 1 : 0
    }
    let inner = (start.line + 1..<end.line).count { hasCode[$0] }
    // The braces' own lines count when code shares them: `{ foo()` or `bar() }`.
    let first = codeLines[start.line].dropFirst(start.column + 1).contains { !$0.isWhitespace } ? 1 : 0
    let last = codeLines[end.line].prefix(end.column).contains { !$0.isWhitespace } ? 1 : 0
    return inner + first + last
  }

  /// Lines of code in the whole file.
  package var linesOfCode: Int {
    hasCode.count { $0 }
  }

  // MARK: - Blanking comments and strings

  /// The text with every comment, and the text inside every string literal, replaced by spaces
  /// (`code`), and the text with only its comments replaced (`withoutComments`); newlines are
  /// kept. An interpolation's code (`\(…)`) stays: it is code.
  package static func blankingCommentsAndStrings(_ text: [Character]) -> (
    code: [Character], withoutComments: [Character]
  ) {
    blanking(text, regions: SwiftScanner.regions(of: text))
  }

  /// Blanks by the scanner's regions: comments in both, string literals' text in `code` only
  /// (their quotes stay, so `"…"` still reads as a string).
  private static func blanking(_ text: [Character], regions: [SwiftScanner.Region]) -> (
    code: [Character], withoutComments: [Character]
  ) {
    var code = text
    var withoutComments = text
    for (position, region) in regions.enumerated() {
      switch region {
      case .comment:
        code[position] = " "
        withoutComments[position] = " "
      case .stringText: code[position] = " "
      case .code, .stringDelimiter: continue
      }
    }
    return (code, withoutComments)
  }

  // MARK: - Tokens

  /// The code lexemes (not whitespace, comments or strings) as tokens, with their brace depth.
  /// A backticked identifier's token is its name: `default`.
  package static func tokens(_ lines: [[SwiftLexeme]], text: [String]) -> [SwiftToken] {
    var tokens: [SwiftToken] = []
    var depth = 0
    for (lineIndex, lexemes) in lines.enumerated() {
      let characters = Array(text[lineIndex])
      for lexeme in lexemes where ![.whitespace, .comment, .string].contains(lexeme.kind) {
        var word = characters[lexeme.range]
        if word.first == "`", word.count > 1 { word = word.dropFirst().dropLast() }
        let text = String(word)
        if text == "}" { depth -= 1 }
        tokens.append(SwiftToken(text: text, line: lineIndex, column: lexeme.range.lowerBound, depth: depth))
        if text == "{" { depth += 1 }
      }
    }
    return tokens
  }
}
