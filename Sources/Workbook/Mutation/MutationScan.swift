import Foundation
import SwiftScanning

/// One file read for planting mutants, from SwiftScanning's reading of it (tokens, declarations,
/// string literals): where each token is, what encloses it, and what each brace opens. The
/// operators (`MutationScan+Comparisons` and the others) find their sites from it.
struct MutationScan {
  let path: String
  let characters: [Character]
  let tokens: [SwiftToken]
  /// The offset of each line's first character.
  private let lineStarts: [Int]
  /// Whether each character is inside a string literal (an interpolation's code included).
  private let inLiteral: [Bool]
  /// The string literals that can be planted on: one line, no interpolation, not in another's.
  let plainLiterals: [SwiftStringLiteral]
  /// Each bracket token's match, both ways: `(` `)`, `[` `]`, `{` `}`.
  let match: [Int: Int]
  /// The innermost `{` around each token (for a brace, the one around its pair), nil at file scope.
  let enclosingBrace: [Int?]
  /// What each `{` opens.
  let blocks: [Int: MutationBlock]
  /// Each function's body brace → its declaration.
  let functions: [Int: SwiftDeclaration]
  /// Lines (0-based) a mutant must not touch: compiler directives and what `#if` encloses.
  private let excludedLines: Set<Int>

  init(file: SwiftSourceFile) {
    path = file.path
    let text = file.lines.joined(separator: "\n")
    characters = Array(text)
    tokens = file.tokens
    var starts: [Int] = []
    var offset = 0
    for line in file.lines {
      starts.append(offset)
      offset += line.count + 1
    }
    lineStarts = starts
    let literals = SwiftScanner.stringLiterals(of: characters)
    var inLiteral = Array(repeating: false, count: characters.count)
    for literal in literals { for position in literal.range { inLiteral[position] = true } }
    self.inLiteral = inLiteral
    plainLiterals = literals.filter { !$0.isMultiline && !$0.isInterpolated && !$0.isNested }
    match = Self.matchingBrackets(tokens)
    enclosingBrace = Self.enclosingBraces(tokens)
    let declarationBlocks = Self.declarationBlocks(file.declarations, tokens: tokens)
    functions = declarationBlocks.functions
    excludedLines = Self.directiveLines(file.lines)
    var blocks = declarationBlocks.blocks
    for (open, _) in Self.controlFlowBodies(tokens, match: match) where blocks[open] == nil {
      blocks[open] = .controlFlow
    }
    for (index, token) in tokens.enumerated() where token.text == "{" && blocks[index] == nil {
      blocks[index] =
        Self.isObserverOrSetter(index, tokens) ? .function(returnsValue: false, isInitializer: false) : .other
    }
    self.blocks = blocks
  }

  // MARK: Places

  /// A token's first character, as an offset in `characters`.
  func offset(of token: Int) -> Int {
    lineStarts[tokens[token].line] + tokens[token].column
  }

  /// Just past a token's last character.
  func end(of token: Int) -> Int {
    let start = offset(of: token)
    return start + tokens[token].text.count + (characters[start] == "`" ? 2 : 0)
  }

  /// The 1-based line of an offset.
  func line(of offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }

  /// The text between two offsets on one line, its runs of whitespace (newlines included) made
  /// one space: what a report shows.
  func oneLine(_ range: Range<Int>) -> String {
    String(characters[range]).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
      .joined(separator: " ").replacingOccurrences(of: "( ", with: "(").replacingOccurrences(
        of: " )", with: ")")
  }

  /// The first offset at or after `offset` that is not a space, tab or newline.
  func skippingSpace(from offset: Int) -> Int {
    var position = offset
    while position < characters.count, characters[position].isWhitespace { position += 1 }
    return position
  }

  /// Just past the last character before `offset` that is not a space, tab or newline.
  func trimmingSpace(before offset: Int) -> Int {
    var position = offset
    while position > 0, characters[position - 1].isWhitespace { position -= 1 }
    return position
  }

  // MARK: What encloses a token

  /// Whether a mutant may touch this token: in code (not among a type's declarations, nor at
  /// file scope), outside string literals and compiler directives.
  func isPlantable(_ token: Int) -> Bool {
    guard let brace = enclosingBrace[token], blocks[brace]?.holdsCode == true else { return false }
    return isPlain(token)
  }

  /// Outside string literals and compiler directives, wherever it is.
  func isPlain(_ token: Int) -> Bool {
    !inLiteral[offset(of: token)] && !excludedLines.contains(tokens[token].line)
  }

  /// Whether an offset is on no compiler directive's line.
  func isOutsideDirectives(offset: Int) -> Bool {
    !excludedLines.contains(line(of: offset) - 1)
  }

  /// The innermost type (or extension) around a token.
  func typeName(around token: Int) -> String? {
    var brace = enclosingBrace[token]
    while let open = brace {
      if case .declarations(let name) = blocks[open] { return name }
      brace = enclosingBrace[open]
    }
    return nil
  }

  /// Whether a token is the first of its line.
  func startsLine(_ token: Int) -> Bool {
    token == 0 || tokens[token - 1].line != tokens[token].line
  }

  /// The first token of a line (0-based), if it has code.
  func firstToken(onLineOf token: Int) -> Int {
    var index = token
    while !startsLine(index) { index -= 1 }
    return index
  }
}
