import Testing

@testable import Workbook
@testable import WorkbookRunner

/// Issue 30: the watch shows the hint of the goal being worked on, not always the first unmet.
struct WatchFocusTests {
  static let a = GoalResult(statement: "A", findings: ["a"])
  static let b = GoalResult(statement: "B", findings: ["b"])
  static let bChanged = GoalResult(statement: "B", findings: ["b2"])
  static let c = GoalResult(statement: "C", findings: ["c"])
  static let cMet = GoalResult(statement: "C", findings: [])

  /// The goal worked on: the first unmet one whose findings changed, else the one kept, else
  /// the first unmet.
  @Test(
    arguments: [
      ([a, b, c], nil, nil, 0),
      ([a, bChanged, c], [a, b, c], nil, 1),
      ([a, b, c], [a, b, c], "C", 2),
      ([a, b, cMet], [a, b, c], "C", 0),
      ([a, b, c], [a, b, c], nil, 0),
      ([cMet], [c], "C", nil),
    ] as [([GoalResult], [GoalResult]?, String?, Int?)])
  func theWatchHintsAtTheGoalWorkedOn(
    goals: [GoalResult], previous: [GoalResult]?, kept: String?, expected: Int?
  ) {
    #expect(WatchFocus.goal(in: goals, previous: previous, kept: kept) == expected)
  }

  /// The screen shows the focused goal's hint while it is unmet, else the first unmet goal's.
  @Test(
    arguments: [(2, "Where goal 3 looked:"), (0, "Hint for goal 2"), (nil, "Hint for goal 2")]
      as [(Int?, String)])
  func theScreenHintsAtTheFocusedGoal(focus: Int?, expected: String) {
    let report = WatchScreenTests.report(WatchScreenTests.holding)
    let screen = WatchScreen(
      number: "01", chapter: "FoodTracker", verdict: .verified(report), timing: nil,
      exercisePath: "Chapters/01-FoodTracker/Exercise", focus: focus
    ).rendered()
    #expect(screen.contains(expected))
  }
}
