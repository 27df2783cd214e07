import Foundation
import SwiftScanning

/// A refactoring goal of a chapter's exercise: a named statement about a variant's sources that
/// the runner can check ("MealTableViewController no longer touches the file system").
///
/// A goal holds when every one of its checks does. Checks read source text: comments and the
/// text of string literals never count, so a goal cannot pass (or fail) because a word appears in
/// a comment or a log message. They are deliberately simple — a word is absent or present, a
/// declaration exists, a file or a function is short — so that an attendee can read why a goal
/// is not met yet: every failure names the file and the line.
public struct RefactoringGoal: Sendable, Equatable, CustomStringConvertible {
  /// What the goal asks for, as the chapter's README states it.
  public let statement: String
  /// What must hold in the sources for the goal to be met.
  public let checks: [SourceCheck]
  /// What `workbook hint` and `verify` say about the goal while it is not met (nil: no hint; the
  /// conformance checks require one for a chapter's goals).
  public let hint: GoalHint?

  public init(_ statement: String, _ checks: [SourceCheck], hint: GoalHint? = nil) {
    self.statement = statement
    self.checks = checks
    self.hint = hint
  }

  public init(_ statement: String, _ checks: SourceCheck..., hint: GoalHint? = nil) {
    self.init(statement, checks, hint: hint)
  }

  /// The statement: how parameterised tests name their cases.
  public var description: String { statement }

  /// Checks the goal against a variant's sources.
  public func evaluate(in sources: SwiftSources) -> GoalResult {
    evaluate(in: GoalEvidence(sources: sources))
  }

  /// Checks the goal against a variant's sources and tests. A check that runs tests runs them
  /// only once the checks before it hold: a goal not met in the sources costs no test run.
  public func evaluate(in evidence: GoalEvidence) -> GoalResult {
    var findings: [String] = []
    for check in checks {
      let runsNoTests = GoalEvidence(sources: evidence.sources, tests: evidence.tests)
      // A method two checks measure (viewDidLoad() at most 2 lines, every method at most 15) is
      // reported once, by the stricter check, which comes first.
      let measured = Set(findings.compactMap(Self.measuredPlace))
      findings += check.findings(in: findings.isEmpty ? evidence : runsNoTests).filter { finding in
        Self.measuredPlace(finding).map { !measured.contains($0) } ?? true
      }
    }
    return GoalResult(statement: statement, findings: findings, hint: hint)
  }

  /// What a finding of `atMost` measured: "File.swift:24: viewDidLoad()" (nil: another finding).
  private static func measuredPlace(_ finding: String) -> String? {
    guard finding.contains(" lines of code; at most "), let has = finding.range(of: " has ") else {
      return nil
    }
    return String(finding[..<has.lowerBound])
  }

  /// Checks goals against the sources in a folder; if the folder cannot be read, every goal
  /// fails, saying why.
  public static func results(of goals: [RefactoringGoal], in folder: URL) -> [GoalResult] {
    goals.isEmpty ? [] : GoalCheckup(goals: goals, architectures: [], folder: folder).results
  }
}
