import Foundation
import WorldKit

extension ChapterCatalog {
  /// Generates `options.count` scenarios from the action model, runs each on every checked
  /// variant and its reference, and shrinks the first difference of each variant.
  @MainActor
  public func fuzz(_ options: FuzzOptions, progress: (FuzzProgress) -> Void = { _ in }) -> FuzzReport {
    var report = FuzzReport(chapter: chapter.name, options: options)
    guard let actionModel else {
      report.unavailable = "the chapter declares no action model (ChapterCatalog's actionModel)"
      return report
    }
    let started = ContinuousClock.now
    let groups = fuzzGroups(options, report: &report)
    let generator = ScenarioGenerator(model: actionModel, maxActions: options.maxActions)
    for index in 0..<options.count {
      let seed = options.seed &+ UInt64(index)
      for (reference, variants) in groups {
        let pending = variants.filter { variant in !report.findings.contains { $0.variant == variant.id } }
        guard !pending.isEmpty else { continue }
        check(seed: seed, reference: reference, variants: pending, generator: generator, report: &report)
      }
      if report.worldFailure != nil { break }
      report.scenarios += 1
      if index % 50 == 49 || index == options.count - 1 {
        progress(FuzzProgress(done: index + 1, total: options.count, failures: report.findings.count))
      }
    }
    report.seconds = (ContinuousClock.now - started).seconds
    return report
  }

  /// The checked variants, grouped under their references; the others said skipped.
  private func fuzzGroups(_ options: FuzzOptions, report: inout FuzzReport) -> [(
    Variant<AppWorld>, [Variant<AppWorld>]
  )] {
    var groups: [(Variant<AppWorld>, [Variant<AppWorld>])] = []
    for variant in variants where options.variants.isEmpty || options.variants.contains(variant.id) {
      let (referenceID, skipped) = chapter.fuzzReference(for: variant.id)
      guard let reference = referenceID.flatMap(self.variant) else {
        report.skipped.append(.init(variant: variant.id, reason: skipped ?? ""))
        continue
      }
      report.pairs.append(.init(variant: variant.id, reference: reference.id))
      if let index = groups.firstIndex(where: { $0.0.id == reference.id }) {
        groups[index].1.append(variant)
      } else {
        groups.append((reference, [variant]))
      }
    }
    return groups
  }

  @MainActor
  private func check(
    seed: UInt64, reference: Variant<AppWorld>, variants: [Variant<AppWorld>],
    generator: ScenarioGenerator<AppWorld>, report: inout FuzzReport
  ) {
    let session: AppSession<AppWorld>
    do {
      session = try self.session(for: reference)
    } catch {
      report.worldFailure = "could not make the world: \(error)"
      return
    }
    let (actions, recorded) = generator.generate(seed: seed, on: session)
    let expected = session.transcript(closing: recorded.entries)
    let fingerprints = expected.entries.map(EntryFingerprint.init)
    let scenario = Scenario<AppWorld>("generated", "generated from seed \(seed)", actions)
    for variant in variants {
      report.comparisons += 1
      var keptScreenDifferences: [String]? = report.options.checksFastPath == true ? [] : nil
      let same = matches(
        scenario, on: variant, fingerprints: fingerprints, keptScreenDifferences: &keptScreenDifferences)
      for difference in keptScreenDifferences ?? [] {
        report.disagreements = (report.disagreements ?? []) + ["seed \(seed), \(variant.id): \(difference)"]
      }
      if report.options.checksFastPath == true,
        let disagreement = slowVerdictDisagreement(
          seed: seed, scenario: scenario, variant: variant, expected: expected, fastVerdictMatches: same)
      {
        report.disagreements = (report.disagreements ?? []) + [disagreement]
      }
      // A difference must also show when the scenario is replayed, as its finding will be.
      if !same, differs(actions, variant: variant, reference: reference) {
        report.findings.append(
          shrunkFinding(seed: seed, actions: actions, variant: variant, reference: reference))
      }
    }
  }
}
