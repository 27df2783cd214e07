import Foundation
import HeadlessAutomation

extension Chapter {
  /// The id of the variant `ChapterCatalog.addingMutant(of:launch:)` adds.
  public static let mutantVariant = "mutant"

  /// An outcome of the mutant variant judged by the declarations of `variant`, the variant
  /// mutated: what a runner whose catalog has no mutant variant (`workbook mutate`'s parent)
  /// needs to tell a declared trap from a mutant's. Any other outcome is judged as it is.
  public func judged(_ outcome: RunOutcome, asMutantOf variant: String) -> RunOutcome {
    let subject = outcome.subject
    guard subject.variant == Self.mutantVariant else { return judged(outcome) }
    let original = judged(
      RunOutcome(
        RunSubject(chapter: subject.chapter, variant: variant, scenario: subject.scenario), outcome.verdict))
    return RunOutcome(subject, original.verdict)
  }
}

extension ChapterCatalog {
  /// The same catalog with one variant more, "mutant": a copy of `variant`'s sources with every
  /// mutant planted behind MutantSwitch (`workbook mutate`), launched by `launch`. It descends
  /// from `variant`, so it must reproduce the transcripts `variant` reproduces, its declared
  /// divergences included; and it carries `variant`'s expected failures, traps included: planted
  /// code unmutated crashes where the code it copies is declared to (04's 0-Mega on
  /// delete-after-a-day), which is that variant passing, not failing. Nil when the catalog has no
  /// such variant.
  public func addingMutant(
    of variant: String, launch: @escaping @MainActor @Sendable (AppWorld) -> HeadlessApp
  ) -> ChapterCatalog? {
    guard let original = self.variant(variant) else { return nil }
    let number = if case .step(let number) = original.kind { number } else { 0 }
    let mutant = Variant(
      id: Chapter.mutantVariant, title: "Mutant of \(original.title)", kind: .step(number),
      parent: original.id,
      sourceFolder: original.sourceFolder, launch: launch)
    return ChapterCatalog(
      number: chapter.number, name: chapter.name, title: chapter.title, variants: variants + [mutant],
      scenarios: scenarios, divergences: chapter.divergences,
      expectedFailures: chapter.expectedFailures + chapter.expectedFailures(copiedFrom: original.id),
      goals: chapter.goals, goalsMetBy: chapter.goalsMetBy.map { VariantID($0) },
      architectures: chapter.architectures,
      shownAlongTheWay: chapter.shownAlongTheWay.mapValues { VariantID($0) },
      responsibilities: chapter.responsibilities, equivalentMutants: chapter.equivalentMutants,
      actionModel: actionModel, makeWorld: makeWorld,
      catalogFile: chapter.folder.appendingPathComponent("Catalog/\(chapter.name)Catalog.swift").path)
  }
}

extension Chapter {
  /// The expected failures declared for `variant`, declared again for the mutant variant.
  fileprivate func expectedFailures(copiedFrom variant: String) -> [ExpectedFailure] {
    expectedFailures.filter { $0.variant == variant }.map {
      ExpectedFailure(
        variant: VariantID(Chapter.mutantVariant), scenarios: $0.scenarios, crash: $0.crash,
        reason: $0.reason,
        fixedAt: $0.fixedAt.map { VariantID(rawValue: $0) })
    }
  }
}
