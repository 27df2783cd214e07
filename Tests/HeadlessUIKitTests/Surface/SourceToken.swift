import SwiftScanning

/// A word or mark of Swift code with its line: what the surface checks read. Comments and
/// whitespace are gone; a string literal's text is one `string` token per line, and an
/// interpolation's code stays code.
struct SourceToken: Equatable {
  enum Kind: Equatable {
    case identifier, typeName, keyword, number, string, punctuation
  }

  let text: String
  let kind: Kind
  /// 1-based.
  let line: Int

  /// The code tokens of a file, read by the project's one Swift lexer; `->` is one token.
  static func tokens(of source: String) -> [SourceToken] {
    let lines = source.replacingOccurrences(of: "\r\n", with: "\n").split(
      separator: "\n", omittingEmptySubsequences: false)
    var tokens: [SourceToken] = []
    for (index, lexemes) in SwiftLexer.lines(of: source).enumerated() where index < lines.count {
      let characters = Array(lines[index])
      for lexeme in lexemes {
        guard let kind = Kind(lexeme.kind) else { continue }
        let text = String(characters[lexeme.range])
        if text == ">", let last = tokens.last, last.text == "-", last.line == index + 1 {
          tokens[tokens.count - 1] = SourceToken(text: "->", kind: .punctuation, line: index + 1)
        } else {
          tokens.append(SourceToken(text: text, kind: kind, line: index + 1))
        }
      }
    }
    return tokens
  }
}

extension SourceToken {
  /// Tokens back to Swift as a person writes it: `func f(_ x: Int) -> Bool`.
  static func joined(_ tokens: ArraySlice<SourceToken>) -> String {
    var text = ""
    var previous: SourceToken?
    for token in tokens {
      if let previous, needsSpace(between: previous, and: token) { text += " " }
      text += token.text
      previous = token
    }
    return text
  }

  private static func needsSpace(between left: SourceToken, and right: SourceToken) -> Bool {
    if [",", ")", "]", ".", "?", "!", ":", ">"].contains(right.text) && right.text != "->" { return false }
    if ["(", "[", ".", "<"].contains(left.text) { return false }
    if right.text == "(" || right.text == "<" { return left.kind == .keyword && left.text != "init" }
    return true
  }
}

extension SourceToken.Kind {
  /// Nil for what the checks skip: comments and whitespace.
  fileprivate init?(_ kind: SwiftLexeme.Kind) {
    switch kind {
    case .identifier: self = .identifier
    case .typeName: self = .typeName
    case .keyword: self = .keyword
    case .number: self = .number
    case .string: self = .string
    case .punctuation: self = .punctuation
    case .comment, .whitespace: return nil
    }
  }
}
