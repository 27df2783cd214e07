/// The one reader of Swift source text in the package: it says, for every character of a file,
/// whether it is code, comment, or part of a string literal. Goals blank comments and strings
/// with it (`SwiftSourceFile.codeLines`); `SwiftLexer` splits its code into lexemes for
/// highlighting and word-level diffs. Both read the same answer, from one pass.
///
/// It knows Swift's comments (nested block comments included) and string literals (multi-line,
/// raw, interpolated: an interpolation's `\(…)` contents are code).
package struct SwiftScanner {
  /// What a character is part of.
  package enum Region: UInt8, Sendable {
    case code
    case comment
    /// A string literal's quotes and hashes: `"`, `"""`, `#"`, `"#`. They stay in `codeLines`.
    case stringDelimiter
    /// A string literal's text, escapes (`\n`, `\"`) and an interpolation's `\(` and `)`.
    case stringText
  }

  /// What encloses a position: code (the file, or an interpolation with its count of open
  /// parentheses), or a string literal.
  private enum Context {
    case code(openParentheses: Int)
    case string(multiline: Bool, hashes: Int)
  }

  let text: [Character]
  /// One region per character of `text`.
  private(set) var regions: [Region]
  /// The string literals read so far, in the order they close.
  private(set) var literals: [SwiftStringLiteral] = []
  private var contexts: [Context] = [.code(openParentheses: 0)]
  /// The literals still open, innermost last: where each starts, and whether it has an
  /// interpolation yet.
  private var openLiterals: [(start: Int, interpolated: Bool)] = []
  private var index = 0

  /// Scans a whole file (with "\n" line ends).
  package static func regions(of text: [Character]) -> [Region] {
    var scanner = SwiftScanner(text: text)
    scanner.run()
    return scanner.regions
  }

  /// Every string literal of a whole file (with "\n" line ends), in the order they start.
  package static func stringLiterals(of text: [Character]) -> [SwiftStringLiteral] {
    var scanner = SwiftScanner(text: text)
    scanner.run()
    return scanner.literals.sorted { $0.range.lowerBound < $1.range.lowerBound }
  }

  private init(text: [Character]) {
    self.text = text
    regions = Array(repeating: .code, count: text.count)
  }

  private mutating func run() {
    while index < text.count {
      switch contexts[contexts.count - 1] {
      case .code(let openParentheses): stepInCode(openParentheses: openParentheses)
      case .string(let multiline, let hashes): stepInString(multiline: multiline, hashes: hashes)
      }
    }
  }

  // MARK: In code

  /// A comment, the start of a string literal, an interpolation's parenthesis, or any other
  /// character (code).
  private mutating func stepInCode(openParentheses: Int) {
    let character = text[index]
    if starts(with: "//", at: index) {
      lineComment()
    } else if starts(with: "/*", at: index) {
      blockComment()
    } else if character == "\"" || character == "#" {
      openStringLiteral()
    } else if contexts.count > 1, character == "(" {
      contexts[contexts.count - 1] = .code(openParentheses: openParentheses + 1)
      index += 1
    } else if contexts.count > 1, character == ")" {
      closeParenthesis(openParentheses: openParentheses)
    } else {
      index += 1
    }
  }

  private mutating func lineComment() {
    let end = text[index...].firstIndex(of: "\n") ?? text.count
    mark(index..<end, .comment)
    index = end
  }

  /// Swift's block comments nest.
  private mutating func blockComment() {
    var depth = 0
    repeat {
      if starts(with: "/*", at: index) {
        depth += 1
        mark(index..<index + 2, .comment)
        index += 2
      } else if starts(with: "*/", at: index) {
        depth -= 1
        mark(index..<index + 2, .comment)
        index += 2
      } else {
        mark(index..<index + 1, .comment)
        index += 1
      }
    } while depth > 0 && index < text.count
  }

  /// `"`, `"""`, `#"`…: a string literal opens. Hashes before anything else are code (`#if`,
  /// `#selector`…).
  private mutating func openStringLiteral() {
    var quote = index
    while quote < text.count, text[quote] == "#" { quote += 1 }
    guard quote < text.count, text[quote] == "\"" else {
      index = quote
      return
    }
    let multiline = starts(with: "\"\"\"", at: quote)
    contexts.append(.string(multiline: multiline, hashes: quote - index))
    openLiterals.append((start: index, interpolated: false))
    let end = quote + (multiline ? 3 : 1)
    mark(index..<end, .stringDelimiter)
    index = end
  }

  /// Inside an interpolation: its own closing parenthesis goes back to the string.
  private mutating func closeParenthesis(openParentheses: Int) {
    if openParentheses == 0 {
      mark(index..<index + 1, .stringText)
      contexts.removeLast()
    } else {
      contexts[contexts.count - 1] = .code(openParentheses: openParentheses - 1)
    }
    index += 1
  }

  // MARK: In a string literal

  /// An escape, the closing delimiter, the end of a line (which ends an unterminated one-line
  /// string) or a character of text.
  private mutating func stepInString(multiline: Bool, hashes hashCount: Int) {
    let character = text[index]
    let delimiterLength = multiline ? 3 : 1
    if character == "\\", hashes(hashCount, at: index + 1) {
      escape(hashes: hashCount)
    } else if character == "\"", multiline ? starts(with: "\"\"\"", at: index) : true,
      hashes(hashCount, at: index + delimiterLength)
    {
      mark(index..<index + delimiterLength + hashCount, .stringDelimiter)
      index += delimiterLength + hashCount
      closeLiteral(multiline: multiline, hashes: hashCount)
    } else if character == "\n", !multiline {
      closeLiteral(multiline: multiline, hashes: hashCount)
      index += 1
    } else {
      mark(index..<index + 1, .stringText)
      index += 1
    }
  }

  /// An escape sequence (its backslash, hashes and escaped character) is text; `\(` opens an
  /// interpolation, whose contents are code.
  private mutating func escape(hashes hashCount: Int) {
    let escaped = index + 1 + hashCount
    mark(index..<escaped + 1, .stringText)
    if escaped < text.count, text[escaped] == "(" {
      contexts.append(.code(openParentheses: 0))
      openLiterals[openLiterals.count - 1].interpolated = true
    }
    index = escaped + 1
  }

  /// The innermost literal ends at `index`: it is read.
  private mutating func closeLiteral(multiline: Bool, hashes: Int) {
    contexts.removeLast()
    guard let literal = openLiterals.popLast() else { return }
    literals.append(
      SwiftStringLiteral(
        range: literal.start..<index, isMultiline: multiline, hashes: hashes,
        isInterpolated: literal.interpolated, isNested: !openLiterals.isEmpty))
  }

  // MARK: Reading and marking

  /// Newlines stay code: they end lines whatever encloses them.
  private mutating func mark(_ range: Range<Int>, _ region: Region) {
    for position in range.clamped(to: 0..<text.count) where text[position] != "\n" {
      regions[position] = region
    }
  }

  private func starts(with prefix: String, at position: Int) -> Bool {
    var position = position
    for character in prefix {
      guard position < text.count, text[position] == character else { return false }
      position += 1
    }
    return true
  }

  private func hashes(_ count: Int, at position: Int) -> Bool {
    starts(with: String(repeating: "#", count: count), at: position)
  }
}
