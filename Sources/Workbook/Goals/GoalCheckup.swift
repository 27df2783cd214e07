import Foundation

/// The goals that apply to one variant's sources, checked: the chapter's common goals, then which
/// architecture the sources are recognisably refactored to, then that architecture's goals.
public struct GoalCheckup: Sendable, Equatable {
  /// The architecture recognised in the sources (nil: none, or the chapter declares none).
  public let architecture: String?
  /// One result per goal: the common goals, then (when the chapter declares architectures) one
  /// that says which architecture is recognised, then the recognised architecture's goals.
  public let results: [GoalResult]

  /// Checks the goals against sources.
  public init(goals: [RefactoringGoal], architectures: [Architecture], sources: SwiftSources) {
    let recognised = architectures.first { $0.isRecognised(in: sources) }
    architecture = recognised?.name
    var results = goals.map { $0.evaluate(in: sources) }
    if !architectures.isEmpty {
      results.append(Self.recognition(recognised, among: architectures))
    }
    results += recognised?.goals.map { $0.evaluate(in: sources) } ?? []
    self.results = results
  }

  /// Checks the goals against the sources in a folder; if the folder cannot be read, every goal
  /// fails, saying why.
  public init(goals: [RefactoringGoal], architectures: [Architecture], folder: URL) {
    do {
      self.init(goals: goals, architectures: architectures, sources: try SwiftSources(folder: folder))
    } catch {
      let statements =
        goals.map(\.statement) + (architectures.isEmpty ? [] : [Self.unrecognised(architectures)])
      self.init(
        architecture: nil,
        results: statements.map { GoalResult(statement: $0, findings: ["cannot read the sources: \(error)"]) }
      )
    }
  }

  private init(architecture: String?, results: [GoalResult]) {
    self.architecture = architecture
    self.results = results
  }

  /// The result that names the architecture: met when one is recognised; otherwise what would
  /// make each recognised.
  static func recognition(_ recognised: Architecture?, among architectures: [Architecture]) -> GoalResult {
    guard let recognised else {
      return GoalResult(
        statement: unrecognised(architectures),
        findings: architectures.map { "\($0.name) is recognised by \($0.recognitionSummary)" })
    }
    return GoalResult(
      statement: "Refactored to \(recognised.name) (recognised by \(recognised.recognitionSummary))",
      findings: [])
  }

  /// "Refactored to one of: MVP, VIP".
  static func unrecognised(_ architectures: [Architecture]) -> String {
    "Refactored to one of: " + architectures.map(\.name).joined(separator: ", ")
  }
}
