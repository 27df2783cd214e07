/// One planted bug: where it is, what it changes, and the id that switches it on
/// (`MutantSwitch.active`).
public struct Mutant: Codable, Sendable, Equatable {
  /// 1…n within its schemata: the switch's value.
  public let id: Int
  /// The file's path as given (relative to the package root).
  public let file: String
  /// 1-based, in the original file: where the change starts.
  public let line: Int
  /// The innermost enclosing type's name (an extension's is the extended type's), for grouping
  /// and `--type`; nil at file scope.
  public let type: String?
  public let mutationOperator: MutationOperator
  /// The code as written, on one line: `<`, `tableView.reloadData()`.
  public let original: String
  /// What the mutant runs instead: `<=`; empty for a dropped statement.
  public let replacement: String

  public init(
    id: Int, file: String, line: Int, type: String?, mutationOperator: MutationOperator,
    original: String, replacement: String
  ) {
    self.id = id
    self.file = file
    self.line = line
    self.type = type
    self.mutationOperator = mutationOperator
    self.original = original
    self.replacement = replacement
  }

  /// The file's name without its folders.
  public var fileName: String {
    String(file.split(separator: "/").last ?? Substring(file))
  }

  /// The one-line diff a report shows: `MealsPresenter.swift:42: < → <=`,
  /// `MealsPresenter.swift:60: save() → (removed)`.
  public var summary: String {
    "\(fileName):\(line): \(original) → \(replacement.isEmpty ? "(removed)" : replacement)"
  }
}
