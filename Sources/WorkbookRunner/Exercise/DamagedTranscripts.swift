import Foundation
import Workbook

/// The approved transcripts the exercise differs from that the step it started from does not
/// reproduce either. Such a transcript was edited or truncated (or the step broke): the exercise is
/// not to blame, and `verify` says so as a problem of the chapter rather than as the attendee's
/// difference. Only the scenarios where the exercise differs are run again, on the step, so an
/// exercise that holds costs nothing more.
enum DamagedTranscripts {
  /// One sentence per damaged transcript (empty when every difference is the exercise's own).
  @MainActor
  static func problems(
    of chapter: Chapter, variant: String, outcomes: [RunOutcome], isolate: Bool, in runner: Runner
  ) throws -> [String] {
    guard variant == "exercise", let step = chapter.exerciseStart?.step else { return [] }
    let differing = outcomes.filter { $0.verdict.status == .differs }.map(\.subject.scenario)
    guard !differing.isEmpty else { return [] }
    let stepOutcomes = try runner.outcomes(chapter, variant: step, scenarios: differing, isolate: isolate)
    return stepOutcomes.filter { $0.verdict.status == .differs }.map { outcome in
      let scenario = outcome.subject.scenario
      let path = chapter.relativePath(of: chapter.approvedTranscriptURL(variant: variant, scenario: scenario))
      return
        "\(path) is not what \(step), where the exercise started, does either: the approved transcript is"
        + " damaged (edited or cut short), not your exercise's doing — put it back with `git checkout -- \(path)`"
    }
  }
}
