import Foundation
import SwiftScanning
import Workbook

extension Chapter {
  /// Everything the workbook asks of a chapter, each a check of its own: the catalog is sound;
  /// every variant reproduces every scenario's approved transcript; the Transcripts folder holds
  /// exactly the approved transcripts some variant must reproduce; the goals are honest (they fail
  /// on the root step and hold where `goalsMetBy` says the refactoring ends; each has a hint; each
  /// architecture is absent from the root step and recognised on its own leaves); and each declared
  /// divergence really changes its scenarios. Cells declared to trap are left to the chapter's
  /// exit tests (see `expectedTraps`).
  ///
  /// Tests/ConformanceTests runs them for every chapter in one parameterised test, each named
  /// after its chapter: "FoodTracker · transcript · 3-mvp · add-meal".
  public var conformanceChecks: [ConformanceCheck] {
    ([soundCatalog, storedTranscripts] + goalChecks + divergences.map(realDivergence) + readingChecks
      + transcriptChecks).map { $0.of(name) }
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
    let failing = self.root.map { root in
      ConformanceCheck("goals fail on \(root.id), where the exercise starts") {
        // A chapter being started (`workbook new-chapter`) has its massive step only: its goals
        // come with the first step that meets them.
        goals.isEmpty
          ? (variants.contains { $0.kind != .exercise && $0.id != root.id }
            ? ["the chapter declares no refactoring goals"] : [])
          : (goalCheckup(variant: root.id)?.results ?? []).filter(\.isMet).map {
            "\($0.statement): already met on \(root.id)"
          }
      }
    }
    var leaves = goalsMetBy
    for leaf in architectures.flatMap(\.metBy) where !leaves.contains(leaf) { leaves.append(leaf) }
    let holding = leaves.compactMap(variant).map { variant in
      ConformanceCheck("goals hold on \(variant.id)") {
        (goalCheckup(variant: variant.id)?.results ?? []).filter { !$0.isMet }.map {
          "\($0.statement): \($0.findings)"
        }
      }
    }
    return (failing.map { [$0] } ?? []) + holding + [hinted, hintsChecked]
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

  /// A hint is checked like its goal (issue 30): its smell is what the goal's own check finds on
  /// the root step, and the steps it names show the move done, so the last of them on each line
  /// of descent meets the goal (2-listrecipesinteractor after 1-recipesworker; each branch's own
  /// step when a common goal's hint names two branches).
  private var hintsChecked: ConformanceCheck {
    ConformanceCheck("every hint's smell is found on the root step and its steps meet its goal") {
      let hinted = (goals + architectures.flatMap(\.goals)).compactMap { goal in goal.hint.map { (goal, $0) }
      }
      // Each step's sources read once, not once per goal its hints name (issue 27).
      var read: [String: GoalEvidence] = [:]
      func evidence(_ step: VariantInfo) throws -> GoalEvidence {
        if let known = read[step.id] { return known }
        let evidence = try goalEvidence(for: step)
        read[step.id] = evidence
        return evidence
      }
      return try hinted.flatMap { goal, hint in try hintProblems(goal, hint, evidence: evidence) }
    }
  }

  /// What is wrong with one goal's hint: a smell the root step does not have, a step that is not
  /// the chapter's, or a step that does not meet the goal it is named to show.
  private func hintProblems(
    _ goal: RefactoringGoal, _ hint: GoalHint, evidence: (VariantInfo) throws -> GoalEvidence
  ) throws -> [String] {
    var problems: [String] = []
    if let root, goal.evaluate(in: try evidence(root)).isMet {
      problems.append(
        "\"\(goal.statement)\": its smell is not found on \(root.id), where the exercise starts")
    }
    let named = hint.steps.filter { variant($0) != nil }  // an unknown one is the catalog's problem
    let shown = named.filter { step in !named.contains { $0 != step && variant($0, descendsFrom: step) } }
    for step in shown {
      guard let info = variant(step) else { continue }
      let findings = sourceFindings(of: goal, in: try evidence(info))
      if !findings.isEmpty {
        problems.append("\"\(goal.statement)\": its hint names \(step), which does not meet it: \(findings)")
      }
    }
    return problems
  }

  /// What a step's sources leave of a goal. A step's diff shows the move in the sources; the tests
  /// a goal asks for are the attendee's to write (the leaves' are checked by "goals hold on"), so
  /// neither a check of tests nor a seam's want of a test double counts here.
  private func sourceFindings(of goal: RefactoringGoal, in evidence: GoalEvidence) -> [String] {
    let checks = goal.checks.filter {
      if case .tested = $0 { return false }
      return true
    }
    return RefactoringGoal(goal.statement, checks).evaluate(in: evidence).findings.filter {
      !$0.contains(" is doubled by no test: ")
    }
  }

  /// An architecture is honest when neither it nor any of its goals is there at the root step,
  /// and its leaves are recognised as it (not as an architecture declared before it).
  private func architectureChecks(_ architecture: Architecture, root: VariantInfo?)
    -> [ConformanceCheck]
  {
    let name = architecture.name
    let failing = root.map { root in
      ConformanceCheck("\(name) is not there yet on \(root.id)") {
        let sources = try SwiftSources(folder: root.sourceFolder)
        return (architecture.isRecognised(in: sources) ? ["\(name) is already recognised on \(root.id)"] : [])
          + architecture.goals.filter { $0.evaluate(in: sources).isMet }.map {
            "\($0.statement): already met on \(root.id)"
          }
      }
    }
    let recognised = architecture.metBy.compactMap(variant).map { leaf in
      ConformanceCheck("\(leaf.id) is recognised as \(name)") {
        let found = goalCheckup(variant: leaf.id)?.architecture
        return found == name ? [] : ["recognised as \(found ?? "none of the architectures"), not \(name)"]
      }
    }
    return (failing.map { [$0] } ?? []) + recognised
  }

  /// A missing transcript is the stored-transcripts check's to report; an identical one, this one's.
  private func realDivergence(_ divergence: DeclaredDivergence) -> ConformanceCheck {
    let scenarios = divergence.scenarios.joined(separator: ", ")
    return ConformanceCheck("the divergence at \(divergence.variant) changes \(scenarios)") {
      guard let root, let variant = variant(divergence.variant)
      else { return [] }  // the catalog's own check says what is missing
      return divergence.scenarios.compactMap { scenario in
        let shared = approvedTranscriptURL(variant: root.id, scenario: scenario)
        let diverged = approvedTranscriptURL(variant: variant.id, scenario: scenario)
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
      let inProcess = scenarios.filter {
        expectedFailure(for: variant.id, scenario: $0.id)?.crash.traps != true
      }
      return inProcess.map { scenario in
        ConformanceCheck("transcript · \(variant.id) · \(scenario.id)") {
          guard let outcome = check(variant: variant.id, scenario: scenario.id) else { return [] }
          return outcome.holds ? [] : [outcome.message]
        }
      }
    }
  }
}
