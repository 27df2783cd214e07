import Workbook

/// The branch `workbook hint` points to: the architecture whose steps show the move the attendee
/// is on, and those steps, from where the branch forks to its leaf.
public struct HintBranch: Codable, Equatable, Sendable {
  public let architecture: String
  /// Its steps, in order: "2-mealsworker", "3-listmealsinteractor", "4-listmealsrouter".
  public let steps: [String]

  /// The branch of the architecture recognised in the variant (`recognised`), else the branch
  /// that holds the first step whose diff shows the next goal's move; nil when neither is known.
  public init?(_ chapter: Chapter, recognised: String?, nextGoal: GoalResult?) {
    let branches = chapter.architectures.compactMap { architecture in
      Self.steps(of: architecture, in: chapter).map { (architecture.name, $0) }
    }
    let shownAt = nextGoal?.hint?.steps.first
    guard
      let (name, steps) = branches.first(where: { $0.0 == recognised })
        ?? branches.first(where: { branch in shownAt.map(branch.1.contains) ?? false })
    else { return nil }
    architecture = name
    self.steps = steps
  }

  /// The steps of an architecture's branch: its leaf's lineage below the steps it shares with the
  /// leaves of the chapter's other architectures, reaching up to its first step if that is
  /// higher. Nil when it has no leaf in the chapter.
  static func steps(of architecture: Architecture, in chapter: Chapter) -> [String]? {
    guard let leaf = chapter.leaf(of: architecture)?.id else { return nil }
    let others = Set(
      chapter.architectures.filter { $0.name != architecture.name }.flatMap(\.metBy).flatMap {
        chapter.lineage(of: $0)
      })
    let lineage = Array(chapter.lineage(of: leaf).dropLast())  // the root is everyone's
    var count = lineage.prefix { !others.contains($0) }.count
    if let first = architecture.firstStep, let index = lineage.firstIndex(of: first) {
      count = max(count, index + 1)
    }
    return lineage.prefix(count).reversed()
  }

  /// "VIP, in steps 2-mealsworker → 3-listmealsinteractor → 4-listmealsrouter".
  public var summary: String {
    "\(architecture), in step\(steps.count == 1 ? "" : "s") " + steps.joined(separator: " → ")
  }
}
