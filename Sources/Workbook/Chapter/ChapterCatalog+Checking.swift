import Foundation
import WorldKit

extension ChapterCatalog {
  /// Runs a scenario against a variant and compares the result with its approved transcript, or,
  /// where the variant is declared to fail, checks that it crashes as declared.
  ///
  /// When they differ, the run's whole transcript is written beside the approved one (see
  /// `Chapter.receivedTranscriptURL(variant:scenario:)`), to open side by side in any diff tool; when they
  /// agree again, that file is removed.
  @MainActor
  public func check(_ scenario: Scenario<AppWorld>, on variant: Variant<AppWorld>) -> RunOutcome {
    let subject = RunSubject(chapter: chapter.name, variant: variant.id, scenario: scenario.id)
    if let expectedFailure = chapter.expectedFailure(for: variant.id, scenario: scenario.id) {
      let transcript = transcript(of: scenario, on: variant)
      if let fixed = chapter.behavesAsFixed(transcript, expectedFailure, scenario: scenario.id) {
        return RunOutcome(subject, .declaredDivergence(reason: fixed))
      }
      return RunOutcome(subject, expectedFailure.verdict(crash: transcript.crashReport))
    }
    let url = chapter.approvedTranscriptURL(variant: variant.id, scenario: scenario.id)
    let approved: String?
    do {
      approved = try chapter.approvedTranscript(variant: variant.id, scenario: scenario.id)
    } catch {
      return RunOutcome(
        subject, .missingApproved(path: "\(chapter.relativePath(of: url)) (unreadable: \(error))"))
    }
    guard let approved else {
      return RunOutcome(subject, .missingApproved(path: chapter.relativePath(of: url)))
    }
    let actual = transcript(of: scenario, on: variant)
    let received = chapter.receivedTranscriptURL(variant: variant.id, scenario: scenario.id)
    guard actual.text != approved else {
      if FileManager.default.fileExists(atPath: received.path) {
        try? FileManager.default.removeItem(at: received)
      }
      let divergence = chapter.divergence(for: variant.id, scenario: scenario.id)
      return RunOutcome(subject, divergence.map { .declaredDivergence(reason: $0.reason) } ?? .same)
    }
    let written = (try? actual.text.write(to: received, atomically: true, encoding: .utf8)) != nil
    let (action, diff) = Self.firstDifference(approved: approved, actual: actual.text)
    let difference = TranscriptDifference(
      firstDifferingAction: action, diff: diff, approved: chapter.relativePath(of: url),
      received: written ? chapter.relativePath(of: received) : nil)
    return RunOutcome(subject, actual.crashed ? .crashed(difference) : .differs(difference))
  }

  /// The number of the first action whose entry differs, and a diff of that entry
  /// (`-` approved, `+` actual).
  static func firstDifference(approved: String, actual: String) -> (action: Int, diff: String) {
    let (index, old, new) = Transcript.firstDifference(
      Transcript.entryTexts(of: approved), Transcript.entryTexts(of: actual))
    let diff = LineDiff(old: old, new: new).lines.map { line in
      switch line {
      case .same(let text, _, _): "  \(text)"
      case .removed(let text, _): "- \(text)"
      case .inserted(let text, _): "+ \(text)"
      }
    }
    return (index + 1, (["--- approved", "+++ actual"] + diff).joined(separator: "\n"))
  }
}
