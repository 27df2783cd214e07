/// Whether a goal is met, and if not, what was found where.
public struct GoalResult: Sendable, Equatable, Codable {
  /// The goal's statement.
  public let statement: String
  /// Why the goal is not met, one line each, naming the file and line where that applies
  /// ("Chapters/01-FoodTracker/Exercise/MealTableViewController.swift:153: PropertyListEncoder —
  /// let archive = …"). Empty when met.
  public let findings: [String]
  /// What to say while the goal is not met.
  public let hint: GoalHint?

  public init(statement: String, findings: [String], hint: GoalHint? = nil) {
    self.statement = statement
    self.findings = findings
    self.hint = hint
  }

  /// Whether every check of the goal holds.
  public var isMet: Bool { findings.isEmpty }
}
