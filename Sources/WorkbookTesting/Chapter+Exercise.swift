import Foundation
import Testing
import Workbook

extension Chapter {
  /// The exercise's scenarios as `ExerciseProbe` runs them in child processes, judged by the
  /// chapter's declarations; those it is declared to trap on are left to `expectedTraps`.
  public func exerciseOutcomes(_ run: @escaping ExerciseProbe.ChildRun) async -> [RunOutcome] {
    let exercise = variants.first { $0.kind == .exercise }?.id ?? "exercise"
    let ids = scenarios.map(\.id).filter { !traps(variant: exercise, scenario: $0) }
    return await ExerciseProbe.shared.outcomes(
      chapter: name, scenarios: ids, packageRoot: packageRoot, run: run
    )
    .map(judged)
  }

  /// The test of the exercise's scenarios: every one as approved, each run in a child process, so
  /// that a crash fails this test (with its message, its place in the exercise and the action it
  /// happened on) instead of the whole `swift test`; the same crash on several scenarios is one
  /// issue.
  ///
  ///     @Test(arguments: library) func exerciseInChildProcesses(_ chapter: Chapter) async {
  ///       await chapter.verifyExercise()
  ///     }
  public func verifyExercise(sourceLocation: SourceLocation = #_sourceLocation) async {
    let failures = await exerciseOutcomes(exerciseInAChild).filter { !$0.holds }
    var reported = Set<String>()
    for failure in failures where !reported.contains(failure.subject.scenario) {
      guard case .trapped(let crash) = failure.verdict else {
        Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        continue
      }
      let place = crash.split(separator: "\n").filter { !$0.hasPrefix(CrashReport.actionPrefix) }
      let same = failures.filter {
        guard case .trapped(let other) = $0.verdict else { return false }
        return other.split(separator: "\n").filter { !$0.hasPrefix(CrashReport.actionPrefix) } == place
      }
      reported.formUnion(same.map(\.subject.scenario))
      let message =
        same.count == 1
        ? failure.message
        : "\(name)'s exercise crashed the same way on \(same.count) scenarios ("
          + same.map(\.subject.scenario).joined(separator: ", ") + "):\n" + place.joined(separator: "\n")
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
  }
}
