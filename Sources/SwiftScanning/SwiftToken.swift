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
