import Foundation
import HeadlessUIKit
import WorldKit

/// How a chapter is declared, with its World's types: its variants (each launches the app in a
/// World), its scenarios (actions on a World), its action model, and how to make a World; and
/// its `chapter`, which answers every other question (lookups, lineage, validation, approved
/// transcripts, goals) and runs it with the World erased. Its members read through to its
/// chapter: `catalog.name`, `catalog.problems`.
@dynamicMemberLookup
public struct ChapterCatalog<AppWorld: World>: Sendable {
  /// The chapter it declares.
  public private(set) var chapter: Chapter
  /// Its steps and exercise, parents before children. The exercise's parent is the step it
  /// started from (see `Chapter.exerciseStart`).
  public let variants: [Variant<AppWorld>]
  /// Its scenarios.
  public let scenarios: [Scenario<AppWorld>]
  /// What its generated scenarios draw from (`workbook fuzz`); nil: the chapter is not fuzzed.
  public let actionModel: ActionModel<AppWorld>?
  /// Makes a fresh World for one run.
  public let makeWorld: @MainActor @Sendable () throws -> AppWorld

  /// Describes a chapter. `catalogFile` locates the chapter's folder: leave it to its default,
  /// the path of the Catalog source file that calls this (Chapters/NN-Name/Catalog/…).
  public init(
    number: String, name: String, title: String,
    variants: [Variant<AppWorld>], scenarios: [Scenario<AppWorld>],
    divergences: [DeclaredDivergence] = [],
    expectedFailures: [ExpectedFailure] = [],
    goals: [RefactoringGoal] = [],
    goalsMetBy: [VariantID] = [],
    architectures: [Architecture] = [],
    shownAlongTheWay: [String: VariantID] = [:],
    responsibilities: [Responsibility] = [],
    equivalentMutants: [EquivalentMutant] = [],
    actionModel: ActionModel<AppWorld>? = nil,
    makeWorld: @escaping @MainActor @Sendable () throws -> AppWorld,
    catalogFile: String = #filePath
  ) {
    let folder = URL(fileURLWithPath: catalogFile).deletingLastPathComponent().deletingLastPathComponent()
    let start = Self.exerciseStart(of: variants, in: folder)
    self.variants = variants.map { variant in
      guard variant.kind == .exercise, let start else { return variant }
      return variant.startingFrom(start.step)
    }
    self.scenarios = scenarios
    self.actionModel = actionModel
    self.makeWorld = makeWorld
    chapter = Chapter(
      number: number, name: name, title: title, folder: folder,
      variants: self.variants.map { $0.info(in: folder) },
      scenarios: scenarios.map {
        .init(id: $0.id, summary: $0.summary, actions: $0.actions.map(\.description))
      },
      divergences: divergences, expectedFailures: expectedFailures, goals: goals,
      goalsMetBy: goalsMetBy.map(\.rawValue), architectures: architectures,
      shownAlongTheWay: shownAlongTheWay.mapValues(\.rawValue), responsibilities: responsibilities,
      equivalentMutants: equivalentMutants, exerciseStart: start)
    chapter.running = running
  }

  /// Where the exercise among `variants` starts: the step `Exercise/.workbook-start` names, else
  /// its declared parent.
  private static func exerciseStart(of variants: [Variant<AppWorld>], in folder: URL) -> ExerciseStart? {
    guard let exercise = variants.first(where: { $0.kind == .exercise }), let declared = exercise.parent
    else {
      return nil
    }
    return ExerciseStart.read(
      exerciseFolder: folder.appendingPathComponent(exercise.sourceFolder, isDirectory: true),
      declared: declared, steps: variants.filter { $0.kind != .exercise }.map(\.id))
  }

  /// The chapter's running, by ids, with this catalog's types (its copy of the chapter has none).
  private var running: Chapter.Running {
    Chapter.Running(
      transcript: { variant, scenario in
        guard let variant = self.variant(variant), let scenario = self.scenario(scenario) else { return nil }
        return transcript(of: scenario, on: variant)
      },
      check: { variant, scenario in
        guard let variant = self.variant(variant), let scenario = self.scenario(scenario) else { return nil }
        return check(scenario, on: variant)
      },
      approve: { try approve() },
      fuzz: { options, progress in fuzz(options, progress: progress) })
  }

  /// What its chapter says: `catalog.name` is `catalog.chapter.name`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<Chapter, Value>) -> Value {
    chapter[keyPath: keyPath]
  }

  /// The variant with this id.
  public func variant(_ id: String) -> Variant<AppWorld>? {
    variants.first { $0.id == id }
  }

  /// The scenario with this id.
  public func scenario(_ id: String) -> Scenario<AppWorld>? {
    scenarios.first { $0.id == id }
  }
}
