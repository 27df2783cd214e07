import SwiftScanning

/// One architecture a chapter's exercise may be refactored to ("MVP", "VIP", "view data"): how
/// `workbook verify` recognises it in the attendee's sources, the goals that hold only for it, and
/// the branch leaves where it ends.
///
/// A chapter's `goals` are what every refactoring of its exercise reaches; an architecture's goals
/// are what its branch adds. `verify` checks the common goals, and the goals of the first
/// architecture whose recognising checks all hold in the exercise; until one is recognised it
/// says what each would be recognised by.
public struct Architecture: Sendable, Equatable, CustomStringConvertible {
  /// Its name, as the chapter's lesson says it: "VIP".
  public let name: String
  /// What tells this architecture apart in the sources (a `ListMealsInteractor` is declared).
  /// Each must fail on the chapter's root step and hold on `metBy`.
  public let recognisedBy: [SourceCheck]
  /// The goals of this architecture's branch, beyond the chapter's common goals.
  public let goals: [RefactoringGoal]
  /// The variants whose sources are this architecture done: the leaf of its branch.
  public let metBy: [String]
  /// The step of its branch where it is first recognised: the diff a hint sends an attendee to
  /// read, to see the architecture begin (nil: the hint names no step).
  public let firstStep: String?

  public init(
    _ name: String, recognisedBy: [SourceCheck], goals: [RefactoringGoal], metBy: [String],
    firstStep: String? = nil
  ) {
    self.name = name
    self.recognisedBy = recognisedBy
    self.goals = goals
    self.metBy = metBy.map { $0.lowercased() }
    self.firstStep = firstStep?.lowercased()
  }

  /// The name: how parameterised tests name their cases.
  public var description: String { name }

  /// Whether the sources are recognisably this architecture: every recognising check holds.
  public func isRecognised(in sources: SwiftSources) -> Bool {
    isRecognised(in: GoalEvidence(sources: sources))
  }

  /// Whether the sources (and tests) are recognisably this architecture.
  public func isRecognised(in evidence: GoalEvidence) -> Bool {
    recognisedBy.allSatisfy { $0.findings(in: evidence).isEmpty }
  }

  /// What would make `verify` recognise it, one line: "declares a type ListMealsInteractor".
  public var recognitionSummary: String {
    recognisedBy.map(\.summary).joined(separator: "; ")
  }
}
