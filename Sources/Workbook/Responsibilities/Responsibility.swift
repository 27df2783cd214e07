/// One thing a chapter's massive controller does, declared once in the chapter's catalog by the
/// identifiers that give it away wherever it lives: the functions and properties that do it
/// (`saveMeals`, `generateSample`), the types it uses (`PropertyListEncoder`), the calls it makes
/// (`deleteRows`). The responsibility map locates it in every step with the Swift scanner: the type
/// whose code names these identifiers most holds it.
public struct Responsibility: Sendable, Equatable {
  /// What it is, as a reader would say it: "Saving meals".
  public let name: String
  /// The identifiers that give it away (one token each, compared whole and case-sensitively).
  /// Comments and the text of string literals are not code: a word there never counts.
  public let symbols: [String]
  /// The steps where it was removed on purpose, with why: from such a step on (it and the steps
  /// below it in the tree) not finding it is what the lesson says, not a failure of the declaration.
  public let removedAt: [String: String]

  public init(_ name: String, symbols: [String], removedAt: [VariantID: String] = [:]) {
    self.name = name
    self.symbols = symbols
    self.removedAt = Dictionary(uniqueKeysWithValues: removedAt.map { ($0.key.rawValue, $0.value) })
  }
}
