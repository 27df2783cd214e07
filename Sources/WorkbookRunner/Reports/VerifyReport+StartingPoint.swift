import Workbook

/// Where the exercise started, in `verify`'s checklist: a line before the goals, and each goal
/// the starting step already met marked as given.
extension VerifyReport {
  /// Whether a goal is met, and was already met where the exercise started.
  func isGiven(_ goal: GoalResult) -> Bool {
    goal.isMet && startingPoint?.goalsMet.contains(goal.statement) == true
  }

  /// Before the goals of an exercise reset from a step: where it started, what that means for its
  /// behaviour (the step's declared divergences are the exercise's too) and for its goals.
  func startingPointLines(style: TextStyle) -> [String] {
    guard let start = startingPoint, start.byReset else { return [] }
    let inherited = outcomes.filter { $0.verdict.status == .divergence }.map(\.subject.scenario)
    let behaviour =
      inherited.isEmpty
      ? "it must behave as \(start.step) does"
      : "it must behave as \(start.step) does, its declared divergence\(inherited.count == 1 ? "" : "s") on"
        + " \(inherited.joined(separator: ", ")) included (≠ above)"
    return [
      style.dim(
        "↳ Started from \(start.step) (workbook reset): \(behaviour); the goals \(start.step) meets are given"
      )
    ]
  }

  /// After a goal's statement: "given (met by 3-mvp)", or, for a goal the start met that no
  /// longer holds, where it held.
  func startNote(_ goal: GoalResult, style: TextStyle) -> String {
    guard let start = startingPoint, start.goalsMet.contains(goal.statement) else { return "" }
    return goal.isMet
      ? style.dim(" — given (met by \(start.step))")
      : style.dim(" — met by \(start.step), where the exercise started: put it back")
  }

  /// " (2 given by 3-mvp)" when some of the goals met were given.
  func givenCount(_ summary: Summary) -> String {
    guard summary.goalsGiven > 0, let start = startingPoint else { return "" }
    return " (\(summary.goalsGiven) given by \(start.step))"
  }
}
