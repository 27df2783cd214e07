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
  /// module and declares a `@Test` — names a type matching one of these patterns; where tests
  /// are run (`verify`, `hint`), the suites of those files pass; and where mutants judge them,
  /// they kill at least `killing` (a share, one half unless the goal says) of the mutants
  /// planted in the types they test, those the chapter declares equivalent left out.
  case tested(naming: [String], killing: Double = SourceCheck.defaultKillingShare)
  /// At least `atLeast` types matching the pattern are used: each is named outside its own
  /// declaration and extensions, in the sources or in the variant's tests (an in-memory store
  /// nothing uses is not a second implementation).
  case used(DeclarationPattern, atLeast: Int)
  /// The responsibility is held (see `SwiftSources.holder(of:)`: the type whose code names its
  /// symbols most) by a type whose name matches one of the patterns, that type is made somewhere
  /// in the sources, and the controller reaches it (see `TypeGraph`): free functions, or a type
  /// nothing calls, hold nothing. `reachedFrom: "*"` asks for the role only.
  case holds(Responsibility, by: [String], reachedFrom: String)
  /// A type whose name matches the pattern, with at least one method, is made somewhere in the
  /// sources and reached from the controller: an empty type with the right name is no presenter.
  case reaches(String, from: String)
  /// A protocol whose name matches the pattern is a seam: it declares a requirement, a test of
  /// the variant doubles it (a type of the tests adopts it, or a test makes a type that does),
  /// and a type of the sources receives it (a property or parameter of its type).
  case seam(String)
  /// One of the protocols the type adopts is a seam, as `seam` says.
  case seamAdopted(by: String)

  /// The share of a tested type's mutants a test must kill, unless a goal says otherwise.
  public static let defaultKillingShare = 0.5
}
