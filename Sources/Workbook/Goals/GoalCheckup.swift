import Foundation
import SwiftScanning

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
    self.init(goals: goals, architectures: architectures, evidence: GoalEvidence(sources: sources))
  }

  /// Checks the goals against a variant's sources and tests.
  public init(goals: [RefactoringGoal], architectures: [Architecture], evidence: GoalEvidence) {
    let recognised = architectures.first { $0.isRecognised(in: evidence) }
    architecture = recognised?.name
    var results = goals.map { $0.evaluate(in: evidence) }
    if !architectures.isEmpty {
      results.append(Self.recognition(recognised, among: architectures))
    }
    results += recognised?.goals.map { $0.evaluate(in: evidence) } ?? []
    self.results = results
  }

  /// Checks the goals against the sources in a folder; if the folder cannot be read, every goal
  /// fails, saying why.
  public init(goals: [RefactoringGoal], architectures: [Architecture], folder: URL) {
    self.init(goals: goals, architectures: architectures) {
      GoalEvidence(sources: try SwiftSources(folder: folder))
    }
  }

  /// Checks the goals against what `read` gathers; if it throws, every goal fails, saying why.
  public init(
    goals: [RefactoringGoal], architectures: [Architecture], reading read: () throws -> GoalEvidence
  ) {
    do {
      self.init(goals: goals, architectures: architectures, evidence: try read())
    } catch {
      let statements =
        goals.map(\.statement) + (architectures.isEmpty ? [] : [Self.unrecognised(architectures)])
      self.init(
        architecture: nil,
        results: zip(statements, goals.map(\.hint) + [Self.recognitionHint(architectures)]).map {
          GoalResult(statement: $0, findings: ["cannot read the sources: \(error)"], hint: $1)
        }
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
        findings: architectures.map { "\($0.name) is recognised by \($0.recognitionSummary)" },
        hint: recognitionHint(architectures))
    }
    return GoalResult(
      statement: "Refactored to \(recognised.name) (recognised by \(recognised.recognitionSummary))",
      findings: [])
  }

  /// "Refactored to one of: MVP, VIP".
  static func unrecognised(_ architectures: [Architecture]) -> String {
    "Refactored to one of: " + architectures.map(\.name).joined(separator: ", ")
  }

  /// The hint of the recognition goal, made from the architectures: which ones there are, what
  /// recognises each, and the first step of each branch that shows it.
  static func recognitionHint(_ architectures: [Architecture]) -> GoalHint {
    GoalHint(
      smell:
        "Nothing in the sources says yet which architecture they are becoming: the chapter knows "
        + architectures.map(\.name).joined(separator: ", ") + ", and each has goals of its own.",
      move:
        "Choose one and make its first move: "
        + architectures.map { "\($0.name) is recognised by \($0.recognitionSummary)" }.joined(separator: "; ")
        + ".",
      steps: architectures.compactMap(\.firstStep))
  }
}
