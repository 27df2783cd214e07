import Workbook

/// Where an exercise started, for `verify` and `progress`: the step `workbook reset --from`
/// copied into it (or its chapter's first step), and the goals that step already meets, which are
/// shown as given rather than as the attendee's work.
public struct StartingPoint: Codable, Equatable, Sendable {
  /// The step's id: "3-mvp".
  public let step: String
  /// Whether `workbook reset --from` chose it (false: the chapter's declared start, step 0).
  public let byReset: Bool
  /// The statements of the goals the step meets (none when it is the catalog's own start).
  public let goalsMet: [String]

  public init(step: String, byReset: Bool, goalsMet: [String]) {
    self.step = step
    self.byReset = byReset
    self.goalsMet = goalsMet
  }

  /// Where a chapter's exercise started (nil for a variant that is not the exercise).
  static func of(_ chapter: Chapter, variant: String) -> StartingPoint? {
    guard chapter.variant(variant)?.kind == .exercise, let start = chapter.exerciseStart else { return nil }
    // A catalog's own start meets no goal (the conformance checks hold it to that).
    let checkup = start.isRecorded ? chapter.goalCheckup(variant: start.step) : nil
    let met = checkup?.results.filter(\.isMet).map(\.statement) ?? []
    return StartingPoint(step: start.step, byReset: start.isRecorded, goalsMet: met)
  }
}
