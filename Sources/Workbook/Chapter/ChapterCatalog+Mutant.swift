import Foundation
import HeadlessAutomation

extension Chapter {
  /// The id of the variant `ChapterCatalog.addingMutant(of:launch:)` adds.
  public static let mutantVariant = "mutant"
}

extension ChapterCatalog {
  /// The same catalog with one variant more, "mutant": a copy of `variant`'s sources with every
  /// mutant planted behind MutantSwitch (`workbook mutate`), launched by `launch`. It descends
  /// from `variant`, so it must reproduce the transcripts `variant` reproduces, its declared
  /// divergences included; its declared traps are `variant`'s alone (a mutant variant is judged
  /// by a run that passes every scenario). Nil when the catalog has no such variant.
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
      scenarios: scenarios, divergences: chapter.divergences, expectedFailures: chapter.expectedFailures,
      goals: chapter.goals, goalsMetBy: chapter.goalsMetBy.map { VariantID($0) },
      architectures: chapter.architectures,
      shownAlongTheWay: chapter.shownAlongTheWay.mapValues { VariantID($0) },
      responsibilities: chapter.responsibilities, equivalentMutants: chapter.equivalentMutants,
      actionModel: actionModel, makeWorld: makeWorld,
      catalogFile: chapter.folder.appendingPathComponent("Catalog/\(chapter.name)Catalog.swift").path)
  }
}
