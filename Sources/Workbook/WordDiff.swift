import SwiftScanning

/// Which words of a changed line changed: the tokens of the old line and of the new one compared
/// with the standard library's `difference(from:)`. Tokens are the lexemes of the package's one
/// Swift scanner (`SwiftLexer`: names, keywords, numbers, punctuation), the words of comments and
/// strings; whitespace never counts as a change.
public struct WordDiff: Equatable, Sendable {
  /// The changed parts of the old line, as Character offsets within it; neighbouring changed
  /// tokens separated only by whitespace make one range.
  public let old: [Range<Int>]
  /// The changed parts of the new line, likewise.
  public let new: [Range<Int>]

  public init(old: String, new: String) {
    let oldTokens = Self.tokens(of: old)
    let newTokens = Self.tokens(of: new)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in newTokens.map(\.text).difference(from: oldTokens.map(\.text)) {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    self.old = Self.ranges(of: removed, in: oldTokens, line: Array(old))
    self.new = Self.ranges(of: inserted, in: newTokens, line: Array(new))
  }

  /// Whether the two lines have the same tokens (they differ in whitespace at most).
  public var isEmpty: Bool {
    old.isEmpty && new.isEmpty
  }

  /// How alike two lines are, from 0 (no token in common) to 1 (the same tokens): twice the
  /// tokens in common over all tokens.
  public static func similarity(_ old: String, _ new: String) -> Double {
    similarity(tokens(of: old).map(\.text), tokens(of: new).map(\.text))
  }

  /// `similarity` of two lines already split into tokens.
  public static func similarity(_ old: [String], _ new: [String]) -> Double {
    guard !old.isEmpty || !new.isEmpty else { return 1 }
    let changes = new.difference(from: old)
    let common = old.count - changes.removals.count
    return Double(2 * common) / Double(old.count + new.count)
  }

  /// A line's tokens with their Character ranges: its lexemes (`SwiftLexer`) but whitespace,
  /// comments and strings split into their words, so that one changed word of a comment is one.
  public static func tokens(of line: String) -> [(text: String, range: Range<Int>)] {
    let characters = Array(line)
    return (SwiftLexer.lines(of: line).first ?? []).flatMap { lexeme -> [Range<Int>] in
      switch lexeme.kind {
      case .whitespace: []
      case .comment, .string: words(in: characters, lexeme.range)
      default: [lexeme.range]
      }
    }.map { (String(characters[$0]), $0) }
  }

  /// The runs of non-whitespace characters in a range.
  private static func words(in characters: [Character], _ range: Range<Int>) -> [Range<Int>] {
    var words: [Range<Int>] = []
    var start: Int?
    for index in range {
      if characters[index].isWhitespace {
        if let wordStart = start { words.append(wordStart..<index) }
        start = nil
      } else if start == nil {
        start = index
      }
    }
    if let wordStart = start { words.append(wordStart..<range.upperBound) }
    return words
  }

  private static func ranges(
    of changed: Set<Int>, in tokens: [(text: String, range: Range<Int>)], line: [Character]
  ) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    for index in changed.sorted() {
      let range = tokens[index].range
      if let last = ranges.last, line[last.upperBound..<range.lowerBound].allSatisfy(\.isWhitespace),
        changed.contains(index - 1)
      {
        ranges[ranges.count - 1] = last.lowerBound..<range.upperBound
      } else {
        ranges.append(range)
      }
    }
    return ranges
  }
}
