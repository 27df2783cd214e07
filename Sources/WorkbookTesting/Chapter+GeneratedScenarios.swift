import Workbook

extension Chapter {
  /// A fixed-seed batch of generated scenarios (see `ChapterCatalog.fuzz`): every variant that
  /// has a reference must behave like it, and the fast comparison (fingerprints) must give,
  /// scenario by scenario, the slow one's verdicts (full transcripts). Sized by `runs`, the
  /// scenario runs it may take in all (each scenario runs on every compared variant and their
  /// references), so that a chapter's tests stay fast; `workbook fuzz` runs as many as asked.
  ///
  ///     @MainActor @Test func generatedScenarios() { chapter.generatedScenarios().verify() }
  public func generatedScenarios(runs: Int = 100, seed: UInt64 = 1) -> ConformanceCheck {
    let count = max(runs / max(variants.count, 1), 1)
    return ConformanceCheck("\(count) generated scenarios from seed \(seed)", chapter: name) {
      // An exercise that crashed in its child processes is left out (see ExerciseRunsInAChildFirst).
      let refused = ExerciseGuard.refusal == nil ? [] : variants.filter { $0.kind != .exercise }.map(\.id)
      // Every batch is also run the slow way: the fast comparison's verdicts must be the slow ones.
      let report = fuzz(FuzzOptions(count: count, seed: seed, variants: refused, checksFastPath: true))
      if let unavailable = report.unavailable { return ["nothing was generated: \(unavailable)"] }
      if let failure = report.worldFailure { return ["the generated scenarios stopped: \(failure)"] }
      if report.pairs.isEmpty { return ["nothing was generated: no variant has a reference to behave like"] }
      let untrusted = (report.disagreements ?? []).map { "the fast comparison cannot be trusted: \($0)" }
      return untrusted + report.findings.map { $0.failureMessage(chapter: number) }
    }
  }
}

extension FuzzFinding {
  /// What a chapter's generated batch says of a finding: how to replay it, and the scenario.
  fileprivate func failureMessage(chapter number: String) -> String {
    """
    \(variant) differs from \(reference) on a generated scenario (seed \(seed), \
    shrunk to \(actions.count) actions); replay it with \
    `swift run workbook fuzz \(number) --variant \(variant) --seed \(seed) --count 1`.
    First differing action, \(reference):
    \(referenceEntry)
    \(variant):
    \(variantEntry)
    As a scenario:
    \(swiftCode)
    """
  }
}
