/// A kind of small, realistic bug `MutantSchemata` plants: what it changes, named as the report
/// shows it.
public enum MutationOperator: String, Codable, Sendable, CaseIterable {
  /// A comparison flipped at its boundary or its sense: `<` ↔ `<=`, `>` ↔ `>=`, `==` ↔ `!=`.
  case comparison
  /// An `if`, `guard` or `while` whose condition is a plain Boolean expression, negated.
  case negatedCondition
  /// A call on its own, as a statement, removed: a save, `reloadData()`, `deleteRows`, a delegate
  /// call, `super.viewDidLoad()`.
  case droppedStatement
  /// An integer literal changed (0 → 1, 1 → 0, n → n + 1), or a string literal emptied (an empty
  /// one filled).
  case literal
  /// `weak` dropped from a stored reference: the reference is strong.
  case droppedWeak
  /// Two arguments of a call swapped, where the text shows they have the same type.
  case swappedArguments
  /// A function that returns nothing returns at once.
  case earlyReturn
}
