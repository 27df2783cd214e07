import Foundation

extension Chapter {
  /// What a goal's own check finds on the root step, where the exercise starts and its hint's
  /// smell was written (nil: no goal states this, there is no root, or its sources cannot be
  /// read). `workbook hint` and the watch compare it with the attendee's findings.
  public func openingFindings(ofGoal statement: String) -> [String]? {
    let goal = (goals + architectures.flatMap(\.goals)).first { $0.statement == statement }
    guard let goal, let root, let evidence = try? goalEvidence(for: root) else { return nil }
    // Sources only: a test a goal asks for is the attendee's to write, not part of the smell.
    return goal.evaluate(in: GoalEvidence(sources: evidence.sources)).findings
  }
}
