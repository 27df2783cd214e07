import Workbook

/// The goal the attendee is working on, whose hint the watch shows (issue 30): an attendee who
/// starts with goal 3, as a lesson may suggest, must not be shown goal 1's hint after every save.
enum WatchFocus {
  /// The index of the first unmet goal whose findings changed since the last verdict (`previous`);
  /// else the goal worked on until now (`kept`, a statement) if it is still unmet, since a save
  /// that changes no finding changes no goal; else the first unmet goal. Nil when every goal is met.
  static func goal(in goals: [GoalResult], previous: [GoalResult]?, kept: String? = nil) -> Int? {
    let unmet = goals.indices.filter { !goals[$0].isMet }
    guard let previous else { return unmet.first }
    let before = Dictionary(previous.map { ($0.statement, $0.findings) }) { first, _ in first }
    return unmet.first { before[goals[$0].statement] != goals[$0].findings }
      ?? unmet.first { goals[$0].statement == kept } ?? unmet.first
  }
}
