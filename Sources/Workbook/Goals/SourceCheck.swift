/// One checkable fact about a variant's sources.
public enum SourceCheck: Sendable, Equatable {
  /// None of these words or phrases appears in the scope's code.
  case lacks([String], in: SourceScope)
  /// Every one of these words or phrases appears in the scope's code.
  case contains([String], in: SourceScope)
  /// At least `atLeast` declarations matching the pattern exist in the scope (for types, that
  /// many distinct types).
  case declares(DeclarationPattern, in: SourceScope = .everywhere, atLeast: Int = 1)
  /// The scope has at most this many lines of code: a file's lines, or the lines inside a
  /// type's or a function's braces (every function the scope names). Blank lines and comments do
  /// not count.
  case atMost(Int, linesIn: SourceScope)
  /// A test of the variant — a file of its chapter's test target that imports the variant's
  /// module and declares a `@Test` — names a type matching one of these patterns; and, where
  /// tests are run (`verify`, `hint`), the suites of those files pass.
  case tested(naming: [String])
  /// At least `atLeast` types matching the pattern are used: each is named outside its own
  /// declaration and extensions, in the sources or in the variant's tests (an in-memory store
  /// nothing uses is not a second implementation).
  case used(DeclarationPattern, atLeast: Int)
}
