import Foundation
import WorldKit

extension ChapterCatalog {
  /// The approved transcript a variant must reproduce for a scenario, if stored.
  public func approvedTranscript(for variant: Variant<AppWorld>, scenario: String) throws -> String? {
    let url = approvedTranscriptURL(for: variant, scenario: scenario)
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// Runs a scenario against a variant and compares the result with its approved transcript, or,
  /// where the variant is declared to fail, checks that it crashes as declared.
  ///
  /// When they differ, the run's whole transcript is written beside the approved one (see
  /// `receivedTranscriptURL(for:scenario:)`), to open side by side in any diff tool; when they
  /// agree again, that file is removed.
  @MainActor
  public func check(_ scenario: Scenario<AppWorld>, on variant: Variant<AppWorld>) -> RunOutcome {
    let subject = RunSubject(chapter: name, variant: variant.id, scenario: scenario.id)
    if let expectedFailure = expectedFailure(for: variant, scenario: scenario.id) {
      let transcript = transcript(of: scenario, on: variant)
      if let fixed = behavesAsFixed(transcript, expectedFailure, scenario: scenario.id) {
        return RunOutcome(subject, .declaredDivergence(reason: fixed))
      }
      return RunOutcome(subject, expectedFailure.verdict(crash: transcript.crashReport))
    }
    let url = approvedTranscriptURL(for: variant, scenario: scenario.id)
    let approved: String?
    do {
      approved = try approvedTranscript(for: variant, scenario: scenario.id)
    } catch {
      return RunOutcome(subject, .missingApproved(path: "\(relativePath(of: url)) (unreadable: \(error))"))
    }
    guard let approved else { return RunOutcome(subject, .missingApproved(path: relativePath(of: url))) }
    let actual = transcript(of: scenario, on: variant)
    let received = receivedTranscriptURL(for: variant, scenario: scenario.id)
    guard actual.text != approved else {
      if FileManager.default.fileExists(atPath: received.path) {
        try? FileManager.default.removeItem(at: received)
      }
      let divergence = divergence(for: variant, scenario: scenario.id)
      return RunOutcome(subject, divergence.map { .declaredDivergence(reason: $0.reason) } ?? .same)
    }
    let written = (try? actual.text.write(to: received, atomically: true, encoding: .utf8)) != nil
    let (action, diff) = Self.firstDifference(approved: approved, actual: actual.text)
    let difference = TranscriptDifference(
      firstDifferingAction: action, diff: diff, approved: relativePath(of: url),
      received: written ? relativePath(of: received) : nil)
    return RunOutcome(subject, actual.crashed ? .crashed(difference) : .differs(difference))
  }

  /// Whether a run declared to crash ran to the end as the step that fixed the crash does: the
  /// divergence's reason, said so, or nil.
  public func behavesAsFixed(
    _ transcript: Transcript, _ expectedFailure: ExpectedFailure, scenario: String
  ) -> String? {
    guard !transcript.crashed, let step = expectedFailure.fixedAt.flatMap(variant),
      let divergence = divergence(for: step, scenario: scenario),
      let approved = try? approvedTranscript(for: step, scenario: scenario), approved == transcript.text
    else { return nil }
    return "\(ExpectedFailure.fixedMarker(step.id)): \(divergence.reason)"
  }

  /// Where a variant's differing run of a scenario is written: beside the approved transcript it
  /// must reproduce, named after it and the variant (`add-meal.3-mvp.received.txt` beside
  /// `add-meal.txt`), since one approved transcript is shared by many variants.
  public func receivedTranscriptURL(for variant: Variant<AppWorld>, scenario: String) -> URL {
    let approved = approvedTranscriptURL(for: variant, scenario: scenario)
    let stem = approved.deletingPathExtension().lastPathComponent
    return approved.deletingLastPathComponent().appendingPathComponent(
      "\(stem).\(variant.id)\(Transcript.receivedSuffix)")
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

  /// A path relative to the package root, for messages.
  func relativePath(of url: URL) -> String {
    let root = folder.deletingLastPathComponent().deletingLastPathComponent().path + "/"
    return url.path.hasPrefix(root) ? String(url.path.dropFirst(root.count)) : url.path
  }
}
