/// How `workbook mutate` tells a child which mutant to switch on: its arguments start with
/// `_mutant <id>`, before the `_cells` command the isolation code runs (as its leading
/// arguments), so that each child of a parallel run has its own mutant without the isolation
/// code knowing of mutants. The child is the WorkbookMutants runner, which reads and drops them.
public enum MutantChildren {
  /// The word that starts a child's arguments.
  static let marker = "_mutant"

  /// The leading arguments of the children that run mutant `id` (0: none, the unmutated run).
  static func leadingArguments(mutant id: Int) -> [String] {
    [marker, String(id)]
  }

  /// The mutant a child's arguments switch on (0 when they name none) and the arguments left
  /// for the runner.
  public static func split(_ arguments: [String]) -> (mutant: Int, rest: [String]) {
    guard arguments.count >= 2, arguments[0] == marker, let id = Int(arguments[1]), id >= 0 else {
      return (0, arguments)
    }
    return (id, Array(arguments.dropFirst(2)))
  }
}
