import WorldKit

extension ChapterCatalog {
  /// Whether a variant's run of the scenario gives, entry by entry, the reference's fingerprints:
  /// the cheap comparison. The run stops at the first entry that differs (its transcript is
  /// rendered in full only then, by the slow comparison that confirms the difference), and no
  /// transcript text is built on the way. With `keptScreenDifferences` (the self-check), the
  /// screen drawn from what the views kept is compared after every action with one drawn from
  /// scratch, and each action after which they differ is added there.
  @MainActor
  func matches(
    _ scenario: Scenario<AppWorld>, on variant: Variant<AppWorld>, fingerprints: [EntryFingerprint],
    keptScreenDifferences: inout [String]?
  ) -> Bool {
    guard let session = try? self.session(for: variant) else { return false }
    let trace = ActionTrace.willPerform
    for (offset, action) in scenario.actions.enumerated() {
      trace?(scenario.id, offset + 1, action.description)
      var entry = session.record(action, number: offset + 1)
      if keptScreenDifferences != nil, entry.screen != session.screenFromScratch {
        keptScreenDifferences?.append(
          "the kept screen differs from a render from scratch after action \(offset + 1) (\(entry.action))")
      }
      // Every transcript ends with the app quit: its leaks go on the last entry.
      if offset == scenario.actions.count - 1 { entry.problems += session.quitReportingLeaks() }
      guard offset < fingerprints.count, EntryFingerprint(entry) == fingerprints[offset] else {
        session.quit()
        return false
      }
    }
    return scenario.actions.count == fingerprints.count
  }

  /// The self-check of the fast comparison: the slow verdict (the full transcripts) for the same
  /// scenario and variant, and a line for the report when the two verdicts disagree.
  @MainActor
  func slowVerdictDisagreement(
    seed: UInt64, scenario: Scenario<AppWorld>, variant: Variant<AppWorld>, expected: Transcript,
    fastVerdictMatches: Bool
  ) -> String? {
    let slowVerdictMatches = transcript(of: scenario, on: variant).text == expected.text
    guard slowVerdictMatches != fastVerdictMatches else { return nil }
    let said = { (matches: Bool) in matches ? "the same" : "a difference" }
    return "seed \(seed), \(variant.id): the fingerprints said \(said(fastVerdictMatches)), "
      + "the transcripts \(said(slowVerdictMatches))"
  }
}
