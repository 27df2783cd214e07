import Foundation
import SwiftScanning
import Workbook
import WorldKit

extension ChapterCatalog {
  /// Everything the workbook asks of a chapter, each a check of its own: the catalog is sound;
  /// every variant reproduces every scenario's approved transcript; the Transcripts folder holds
  /// exactly the approved transcripts some variant must reproduce; the goals are honest (they fail
  /// on the root step and hold where `goalsMetBy` says the refactoring ends; each has a hint; each
  /// architecture is absent from the root step and recognised on its own leaves); and each declared
  /// divergence really changes its scenarios. Cells declared to trap are left to the chapter's
  /// exit tests (see `expectedTraps`).
  ///
  /// A chapter's test target runs them in one parameterised test:
  ///
  ///     @MainActor @Test(arguments: catalog.conformanceChecks)
  ///     func conformance(_ check: ConformanceCheck) { check.verify() }
  public var conformanceChecks: [ConformanceCheck] {
    [soundCatalog, storedTranscripts] + goalChecks + divergences.map(realDivergence) + readingChecks
      + transcriptChecks
  }

  private var soundCatalog: ConformanceCheck {
    ConformanceCheck("the catalog is sound") { problems }
  }

  private var storedTranscripts: ConformanceCheck {
    ConformanceCheck("Transcripts holds exactly the approved transcripts") {
      let expected = expectedTranscriptNames
      let stored = try transcriptFileNames(received: false)
      return expected.subtracting(stored).sorted().map {
        "\($0) is missing: record it with `workbook approve`"
      }
        + stored.subtracting(expected).sorted().map { "\($0) is not the approved transcript of any variant" }
    }
  }

  private var goalChecks: [ConformanceCheck] {
    let root = variants.first { $0.parent == nil }
    let failing = root.map { root in
      ConformanceCheck("goals fail on \(root.id), where the exercise starts") {
        goals.isEmpty
          ? ["the chapter declares no refactoring goals"]
          : goalResults(for: root).filter(\.isMet).map { "\($0.statement): already met on \(root.id)" }
      }
    }
    var leaves = goalsMetBy
    for leaf in architectures.flatMap(\.metBy) where !leaves.contains(leaf) { leaves.append(leaf) }
    let holding = leaves.compactMap(variant).map { variant in
      ConformanceCheck("goals hold on \(variant.id)") {
        goalResults(for: variant).filter { !$0.isMet }.map { "\($0.statement): \($0.findings)" }
      }
    }
    return (failing.map { [$0] } ?? []) + holding + [hinted]
      + architectures.flatMap { architectureChecks($0, root: root) }
  }

  /// Every goal says what to do while it is not met: `workbook hint` and `verify` show it.
  private var hinted: ConformanceCheck {
    ConformanceCheck("every goal has a hint") {
      (goals + architectures.flatMap(\.goals)).filter { $0.hint == nil }.map {
        "goal \"\($0.statement)\" has no hint: give it a GoalHint (the smell, the move, the step that shows it)"
      }
    }
  }

  /// An architecture is honest when neither it nor any of its goals is there at the root step,
  /// and its leaves are recognised as it (not as an architecture declared before it).
  private func architectureChecks(_ architecture: Architecture, root: Variant<AppWorld>?)
    -> [ConformanceCheck]
  {
    let name = architecture.name
    let failing = root.map { root in
      ConformanceCheck("\(name) is not there yet on \(root.id)") {
        let sources = try SwiftSources(folder: sourceFolder(of: root))
        return (architecture.isRecognised(in: sources) ? ["\(name) is already recognised on \(root.id)"] : [])
          + architecture.goals.filter { $0.evaluate(in: sources).isMet }.map {
            "\($0.statement): already met on \(root.id)"
          }
      }
    }
    let recognised = architecture.metBy.compactMap(variant).map { leaf in
      ConformanceCheck("\(leaf.id) is recognised as \(name)") {
        let found = goalCheckup(for: leaf).architecture
        return found == name ? [] : ["recognised as \(found ?? "none of the architectures"), not \(name)"]
      }
    }
    return (failing.map { [$0] } ?? []) + recognised
  }

  /// A missing transcript is the stored-transcripts check's to report; an identical one, this one's.
  private func realDivergence(_ divergence: DeclaredDivergence) -> ConformanceCheck {
    let scenarios = divergence.scenarios.joined(separator: ", ")
    return ConformanceCheck("the divergence at \(divergence.variant) changes \(scenarios)") {
      guard let root = variants.first(where: { $0.parent == nil }), let variant = variant(divergence.variant)
      else { return [] }  // the catalog's own check says what is missing
      return divergence.scenarios.compactMap { scenario in
        let shared = approvedTranscriptURL(for: root, scenario: scenario)
        let diverged = approvedTranscriptURL(for: variant, scenario: scenario)
        guard let old = try? String(contentsOf: shared, encoding: .utf8),
          old == (try? String(contentsOf: diverged, encoding: .utf8))
        else { return nil }
        return "\(diverged.lastPathComponent) is the same as \(shared.lastPathComponent): nothing diverges"
      }
    }
  }

  /// Every cell but those declared to trap, which would take the test process down: they are
  /// `expectedTraps`, for exit tests; and but the exercise's, which run in child processes (see
  /// `verifyExercise`).
  private var transcriptChecks: [ConformanceCheck] {
    variants.filter { $0.kind != .exercise }.flatMap { variant in
      let inProcess = scenarios.filter { expectedFailure(for: variant, scenario: $0.id)?.crash.traps != true }
      return inProcess.map { scenario in
        ConformanceCheck("transcript · \(variant.id) · \(scenario.id)") {
          let outcome = check(scenario, on: variant)
          return outcome.holds ? [] : [outcome.message]
        }
      }
    }
  }
}
