import Workbook

/// What `workbook progress` found: each chapter's exercise untouched, in progress or done, read
/// from the exercise's sources (and, once touched, from running its scenarios), never from a
/// record of what the attendee did.
public struct ProgressReport: Codable, Equatable, Sendable {
  /// Where an exercise stands.
  public enum State: String, Codable, Sendable {
    /// A byte-for-byte copy of the step it started from.
    case untouched
    /// Changed, and some goal unmet or some scenario not as approved.
    case inProgress
    /// Changed, every goal met, every scenario as approved.
    case done
  }

  /// One chapter's exercise.
  public struct Exercise: Codable, Equatable, Sendable {
    public let number: String
    public let chapter: String
    public let state: State
    /// The step it started from, and whether `workbook reset --from` chose it.
    public let startedFrom: String
    public let startedByReset: Bool
    public let goals: Int
    public let goalsMet: Int
    /// Goals met that the starting step already met.
    public let goalsGiven: Int
    /// Its scenarios, and how many hold (nil when untouched: it is a step the suite checks).
    public let scenarios: Int?
    public let scenariosHolding: Int?
    /// Whether a scenario crashed (‼).
    public let crashed: Bool
  }

  public let exercises: [Exercise]

  public init(exercises: [Exercise]) {
    self.exercises = exercises
  }

  /// How many exercises are in a state.
  public func count(_ state: State) -> Int {
    exercises.count { $0.state == state }
  }
}

extension ProgressReport.Exercise {
  /// An exercise that is still its starting step's copy: its goals read, nothing run.
  init(untouched chapter: Chapter, start: StartingPoint) {
    let goals = chapter.goalCheckup(variant: "exercise")?.results ?? []
    self.init(
      number: chapter.number, chapter: chapter.name, state: .untouched, startedFrom: start.step,
      startedByReset: start.byReset, goals: goals.count, goalsMet: goals.count(where: \.isMet),
      goalsGiven: goals.count { $0.isMet && start.goalsMet.contains($0.statement) }, scenarios: nil,
      scenariosHolding: nil, crashed: false)
  }

  /// A changed exercise, from its checklist.
  init(checked report: VerifyReport) {
    let summary = report.summary
    let crashed = report.exitCode == .crashed
    let done = summary.behaviourPreserved && summary.allGoalsMet && report.problems.isEmpty && !crashed
    self.init(
      number: report.number, chapter: report.chapter, state: done ? .done : .inProgress,
      startedFrom: report.startingPoint?.step ?? "", startedByReset: report.startingPoint?.byReset ?? false,
      goals: summary.goals, goalsMet: summary.goalsMet, goalsGiven: summary.goalsGiven,
      scenarios: summary.scenarios, scenariosHolding: summary.scenariosHolding, crashed: crashed)
  }
}
