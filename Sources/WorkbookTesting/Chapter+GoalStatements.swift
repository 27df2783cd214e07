import Foundation
import Workbook

extension Chapter {
  /// Each goal's statement and its checks agree: every name the statement prints as code (a
  /// method `viewDidLoad()`, a type `ListMeals.FetchMeals`, a property `navigationController`) is
  /// something a check looks for, and a statement that names a kind of method ("no data-source or
  /// delegate method") has its check look for each one of that kind the root step implements. A
  /// statement that promises what its check never looks for lets a learner meet the goal with
  /// the smell still there (issue 30: 05's `numberOfSections(in:)`).
  public var goalStatementCheck: ConformanceCheck {
    ConformanceCheck("every name a goal's statement lists is looked for by its check") {
      let rootText = try root.map { try Self.text(of: $0.sourceFolder) } ?? ""
      return (goals + architectures.flatMap(\.goals)).flatMap { goal in
        Self.unchecked(in: goal, rootText: rootText).map {
          "goal \"\(goal.statement)\" names \($0), which its check does not look for: "
            + "add it to the check, or say the statement without it"
        }
      }
    }.of(name)
  }

  /// The names the statement lists that no check of the goal mentions, a dotted name part by part
  /// (`ListRecipes.FetchRecipes` is checked as `FetchRecipes` declared in `ListRecipes`).
  static func unchecked(in goal: RefactoringGoal, rootText: String) -> [String] {
    let looked = goal.checks.map { String(describing: $0) }.joined(separator: " ").lowercased()
    let named =
      GoalStatementNames.names(in: goal.statement)
      + GoalStatementNames.kinds(in: goal.statement).filter { rootText.contains($0) }
    return named.filter { name in
      !name.split(separator: ".").allSatisfy { looked.contains($0.lowercased()) }
    }
  }

  /// The Swift text of a folder's files, read for the methods a step implements.
  private static func text(of folder: URL) throws -> String {
    let files =
      FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    return try files.map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
  }
}
