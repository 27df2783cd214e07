/// A string literal in Swift source: where it is (its delimiters included) and what it holds
/// that a reader of its text must mind.
package struct SwiftStringLiteral: Equatable, Sendable {
  /// Character offsets in the scanned text, from its opening `#`/`"` to past its closing one (to
  /// the line's end for an unterminated one).
  package let range: Range<Int>
  /// `"""`…`"""`.
  package let isMultiline: Bool
  /// How many `#` make it raw: 0 for `"…"`, 1 for `#"…"#`.
  package let hashes: Int
  /// Whether it holds an interpolation, `\(…)`, whose code is code.
  package let isInterpolated: Bool
  /// Whether it lies inside another literal's interpolation.
  package let isNested: Bool
}
