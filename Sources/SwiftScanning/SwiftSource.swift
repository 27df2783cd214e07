import Foundation

/// A variant's Swift sources, read for refactoring goals: each file as written, and as code with
/// its comments and the text of its string literals blanked out, so that a word in a comment or a
/// log message never counts as code, and a brace in a string never opens a block.
///
/// This is a reader of source text, not a compiler: `SwiftScanner` knows Swift's comments and
/// string literals, `SwiftLexer` its words, and this reads the braces and the declarations a goal
/// names (types, extensions, protocols, functions, properties) from the lexer's tokens.
public struct SwiftSources: Sendable {
  /// The `.swift` files, by path relative to the folder, in byte order of their paths.
  public let files: [SwiftSourceFile]

  /// Sources given as text, by path (Workbook's `init(folder:)` reads them from a folder).
  public init(files: [String: String]) {
    // Byte order of the UTF-8, as Workbook's `SourceFolder.pathOrder`: the same on every
    // platform and locale.
    self.files = files.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map {
      SwiftSourceFile(path: $0, text: files[$0]!)
    }
  }

  /// Every declaration in every file.
  package var declarations: [(file: SwiftSourceFile, declaration: SwiftDeclaration)] {
    files.flatMap { file in file.declarations.map { (file, $0) } }
  }

  /// The names of the protocols these sources declare.
  package var protocolNames: Set<String> {
    Set(declarations.filter { $0.declaration.kind == .protocol }.map(\.declaration.name))
  }
}

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
    tokens = Self.tokens(SwiftLexer.lines(of: characters, regions: regions), text: lines)
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

/// A token of Swift code: an identifier (`viewDidLoad`, `@MainActor`, `#if`) or one character of
/// punctuation.
package struct SwiftToken: Sendable {
  package let text: String
  /// 0-based.
  package let line: Int
  /// 0-based, in characters.
  package let column: Int
  /// How many braces enclose it (a brace and its match have the same depth).
  package let depth: Int

  package var isIdentifier: Bool {
    text.first.map { $0.isIdentifierCharacter && !$0.isNumber } ?? false
  }
}

extension Character {
  /// A letter, digit or underscore: what Swift identifiers are made of.
  package var isIdentifierCharacter: Bool {
    // ASCII first: Unicode's properties are a table lookup, and source is mostly ASCII.
    if let ascii = asciiValue {
      return (ascii >= 0x61 && ascii <= 0x7A) || (ascii >= 0x41 && ascii <= 0x5A)
        || (ascii >= 0x30 && ascii <= 0x39)
        || ascii == 0x5F
    }
    return isLetter || isNumber
  }
}

/// A declaration in a Swift file.
package struct SwiftDeclaration: Sendable {
  package enum Kind: Sendable, Equatable {
    /// `class`, `struct`, `enum` or `actor`.
    case type(keyword: String)
    case `extension`
    case `protocol`
    /// `func`, `init` or `deinit`.
    case function
    /// `var` or `let`.
    case property
  }

  package let kind: Kind
  /// The declared name; an extension's is the extended type's, without its module.
  package let name: String
  /// The names in its inheritance clause: `MealsUI` in `extension MealTableViewController: MealsUI`.
  package let inherited: [String]
  /// Declared `private` or `fileprivate` (not `private(set)`).
  package let isPrivate: Bool
  /// The index of its keyword's token.
  package let keyword: Int
  /// Its body's braces (token indices), if it has one.
  package let body: (open: Int, close: Int)?

  /// `class MealTableViewController`, `func viewDidLoad()`.
  package var label: String {
    switch kind {
    case .type(let keyword): "\(keyword) \(name)"
    case .extension: "extension \(name)"
    case .protocol: "protocol \(name)"
    case .function: name == "init" || name == "deinit" ? name : "func \(name)()"
    case .property: "var \(name)"
    }
  }

  private static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor"]
  private static let modifiers: Set<String> = [
    "private", "fileprivate", "internal", "public", "open", "static", "class", "final", "override", "lazy",
    "weak", "unowned", "dynamic", "nonisolated", "mutating", "nonmutating", "required", "convenience",
    "indirect", "package", "isolated",
  ]
  /// Words after `class` that make it a modifier (`class func`), not a type's keyword.
  private static let notTypeNames: Set<String> = [
    "func", "var", "let", "subscript", "init", "deinit", "typealias", "override", "final", "static",
    "private",
    "fileprivate", "public", "internal", "open", "convenience", "required",
  ]
  /// Words that start a declaration: a function without a body (a protocol's requirement) ends
  /// where one of them begins.
  private static let declarationStarts: Set<String> = [
    "func", "var", "let", "class", "struct", "enum", "actor", "protocol", "extension", "init", "deinit",
    "subscript", "case", "typealias", "associatedtype", "import",
  ]

  package static func scan(_ tokens: [SwiftToken], matchingBrace: [Int: Int]) -> [SwiftDeclaration] {
    var declarations: [SwiftDeclaration] = []
    for (index, token) in tokens.enumerated() {
      let previous = index > 0 ? tokens[index - 1].text : ""
      guard previous != "." else { continue }  // `Foo.init(…)`, `self.class`: not declarations
      let next = index + 1 < tokens.count ? tokens[index + 1] : nil
      switch token.text {
      case "class", "struct", "enum", "actor", "protocol", "extension":
        guard let next, next.isIdentifier, !notTypeNames.contains(next.text) else { continue }
        var name = next.text
        var position = index + 2
        // `extension Outer.Inner`: the name is the last component.
        while position + 1 < tokens.count, tokens[position].text == ".", tokens[position + 1].isIdentifier {
          name = tokens[position + 1].text
          position += 2
        }
        let (inherited, open) = inheritanceClause(tokens, from: position)
        let kind: Kind =
          typeKeywords.contains(token.text)
          ? .type(keyword: token.text) : token.text == "protocol" ? .protocol : .extension
        declarations.append(
          SwiftDeclaration(
            kind: kind, name: name, inherited: inherited, isPrivate: isPrivate(tokens, before: index),
            keyword: index, body: open.map { ($0, matchingBrace[$0] ?? tokens.count - 1) }))
      case "func", "init", "deinit":
        let name: String
        if token.text == "func" {
          guard let next, next.text != "(" else { continue }
          name = next.text
        } else {
          name = token.text
        }
        let open = functionBody(tokens, from: index + 1)
        declarations.append(
          SwiftDeclaration(
            kind: .function, name: name, inherited: [], isPrivate: isPrivate(tokens, before: index),
            keyword: index, body: open.map { ($0, matchingBrace[$0] ?? tokens.count - 1) }))
      case "var", "let":
        guard let next, next.isIdentifier else { continue }
        declarations.append(
          SwiftDeclaration(
            kind: .property, name: next.text, inherited: [], isPrivate: isPrivate(tokens, before: index),
            keyword: index, body: nil))
      default:
        continue
      }
    }
    return declarations
  }

  /// The names after `:` up to the body's `{` (skipping generic parameters and a `where` clause),
  /// and the index of that `{`.
  private static func inheritanceClause(_ tokens: [SwiftToken], from start: Int) -> ([String], Int?) {
    var inherited: [String] = []
    var position = start
    var angleDepth = 0
    var inClause = false
    while position < tokens.count {
      let token = tokens[position]
      switch token.text {
      case "{" where angleDepth == 0: return (inherited, position)
      case "}", ";": return (inherited, nil)
      case "<": angleDepth += 1
      case ">": angleDepth = max(0, angleDepth - 1)
      case ":" where angleDepth == 0 && !inClause: inClause = true
      case "where": inClause = false
      default:
        if inClause, angleDepth == 0, token.isIdentifier, token.text != "any", token.text != "some" {
          inherited.append(token.text)
        }
      }
      position += 1
    }
    return (inherited, nil)
  }

  /// The index of a function's opening brace, or nil when it has none (a protocol requirement).
  private static func functionBody(_ tokens: [SwiftToken], from start: Int) -> Int? {
    var depth = 0
    var position = start
    while position < tokens.count {
      let token = tokens[position]
      switch token.text {
      case "(", "[": depth += 1
      case ")", "]": depth -= 1
      case "{" where depth == 0: return position
      case "}" where depth == 0: return nil
      default:
        if depth == 0, declarationStarts.contains(token.text) || token.text.hasPrefix("@") {
          return nil
        }
      }
      position += 1
    }
    return nil
  }

  /// Whether the modifiers before a keyword make it `private` or `fileprivate`. A setter's own
  /// access, `private(set)`, does not: its parenthesis ends the modifiers read.
  private static func isPrivate(_ tokens: [SwiftToken], before keyword: Int) -> Bool {
    var position = keyword - 1
    var isPrivate = false
    while position >= 0 {
      let text = tokens[position].text
      if text == "private" || text == "fileprivate" {
        isPrivate = true
      } else if !modifiers.contains(text) && !text.hasPrefix("@") {
        break
      }
      position -= 1
    }
    return isPrivate
  }
}
