/// A run of characters on one line of Swift source, classified for highlighting and word-level
/// diffs: a keyword, an identifier, a string literal's piece… Whitespace inside a comment or a
/// string belongs to the comment or the string.
public struct SwiftLexeme: Equatable, Sendable {
  public enum Kind: String, Sendable {
    /// A word of `SwiftLexer.keywords`, an attribute (`@MainActor`) or a compiler directive
    /// (`#if`, `#selector`).
    case keyword
    /// A name that does not start with a capital letter (`viewDidLoad`, `$0`, `` `default` ``).
    case identifier
    /// A name that starts with a capital letter: `MealTableViewController`.
    case typeName
    /// `42`, `1_000`, `0x1F`, `1.5e3`.
    case number
    /// A string literal's delimiters and text on this line (an interpolation's code is code).
    case string
    /// A line comment, or a block comment's part on this line.
    case comment
    /// One character of anything else: `{`, `.`, `-`, `>`.
    case punctuation
    /// Spaces and tabs in code.
    case whitespace
  }

  public let kind: Kind
  /// Character offsets within its line.
  public let range: Range<Int>

  public init(kind: Kind, range: Range<Int>) {
    self.kind = kind
    self.range = range
  }
}
