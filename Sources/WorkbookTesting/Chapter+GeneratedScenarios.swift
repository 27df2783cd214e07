import Workbook

extension Chapter {
  /// A fixed-seed batch of generated scenarios (see `ChapterCatalog.fuzz`): every variant that
  /// has a reference must behave like it. Sized by `runs`, the scenario runs it may take in all
  /// (each scenario runs on every compared variant and their references), so that a chapter's
  /// tests stay fast; `workbook fuzz` runs as many as asked.
  ///
  ///     @MainActor @Test func generatedScenarios() { chapter.generatedScenarios().verify() }
  public func generatedScenarios(runs: Int = 100, seed: UInt64 = 1) -> ConformanceCheck {
    let count = max(runs / max(variants.count, 1), 1)
    return ConformanceCheck("\(count) generated scenarios from seed \(seed)", chapter: name) {
      // An exercise that crashed in its child processes is left out (see ExerciseRunsInAChildFirst).
      let refused = ExerciseGuard.refusal == nil ? [] : variants.filter { $0.kind != .exercise }.map(\.id)
      let report = fuzz(FuzzOptions(count: count, seed: seed, variants: refused))
      if let unavailable = report.unavailable { return ["nothing was generated: \(unavailable)"] }
      if let failure = report.worldFailure { return ["the generated scenarios stopped: \(failure)"] }
      if report.pairs.isEmpty { return ["nothing was generated: no variant has a reference to behave like"] }
      return report.findings.map { finding in
        """
        \(finding.variant) differs from \(finding.reference) on a generated scenario (seed \(finding.seed), \
        shrunk to \(finding.actions.count) actions); replay it with \
        `swift run workbook fuzz \(number) --variant \(finding.variant) --seed \(finding.seed) --count 1`.
        First differing action, \(finding.reference):
        \(finding.referenceEntry)
        \(finding.variant):
        \(finding.variantEntry)
        As a scenario:
        \(finding.swiftCode)
        """
      }
    }
  }
}
