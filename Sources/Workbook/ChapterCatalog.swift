import Foundation
import HeadlessUIKit
import SwiftScanning
import WorldKit

/// A chapter's table of contents as data: its variants, its scenarios, its declared divergences,
/// its exercise's refactoring goals, and how to make its World. Tests and the runner read chapters only through catalogs.
public struct ChapterCatalog<AppWorld: World>: Sendable {
  /// Two digits: "01".
  public let number: String
  /// The chapter's name, the prefix of its modules: "FoodTracker".
  public let name: String
  /// A one-line title.
  public let title: String
  /// The chapter's folder (Chapters/01-FoodTracker).
  public let folder: URL
  /// Its steps and exercise, parents before children. The exercise's parent is the step it
  /// started from (see `exerciseStart`).
  public let variants: [Variant<AppWorld>]
  /// The step the exercise started from, as its folder records it when the catalog is made
  /// (nil: the chapter has no exercise).
  public let exerciseStart: ExerciseStart?
  /// Its scenarios.
  public let scenarios: [Scenario<AppWorld>]
  /// Its deliberate behaviour changes.
  public let divergences: [DeclaredDivergence]
  /// Its variants kept to show what the suite catches: they must crash where declared.
  public let expectedFailures: [ExpectedFailure]
  /// What the exercise should reach: statements about its sources that `workbook verify` checks.
  /// Each fails on the chapter's root step and holds on every variant of `goalsMetBy`.
  public let goals: [RefactoringGoal]
  /// The variants whose sources meet every goal: where the chapter's refactoring ends (its last
  /// step, the leaves of its branches). The conformance checks hold the goals to it.
  public let goalsMetBy: [String]
  /// The architectures its exercise may be refactored to, one per branch that ends in a
  /// refactored shape, each with its own goals beyond the common ones (empty: one way only).
  public let architectures: [Architecture]
  /// What its massive controller does, each declared once by the identifiers that give it away:
  /// the responsibility map locates each in every step (see `ResponsibilityMap`).
  public let responsibilities: [Responsibility]
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
    goalsMetBy: [String] = [],
    architectures: [Architecture] = [],
    responsibilities: [Responsibility] = [],
    actionModel: ActionModel<AppWorld>? = nil,
    makeWorld: @escaping @MainActor @Sendable () throws -> AppWorld,
    catalogFile: String = #filePath
  ) {
    self.number = number
    self.name = name
    self.title = title
    let folder = URL(fileURLWithPath: catalogFile).deletingLastPathComponent().deletingLastPathComponent()
    self.folder = folder
    let start = Self.exerciseStart(of: variants, in: folder)
    self.exerciseStart = start
    self.variants = variants.map { variant in
      guard variant.kind == .exercise, let start else { return variant }
      return variant.startingFrom(start.step)
    }
    self.scenarios = scenarios
    self.divergences = divergences
    self.expectedFailures = expectedFailures
    self.goals = goals
    self.goalsMetBy = goalsMetBy.map { $0.lowercased() }
    self.architectures = architectures
    self.responsibilities = responsibilities
    self.actionModel = actionModel
    self.makeWorld = makeWorld
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

  /// The variant with this id.
  public func variant(_ id: String) -> Variant<AppWorld>? {
    variants.first { $0.id == id }
  }

  /// The scenario with this id.
  public func scenario(_ id: String) -> Scenario<AppWorld>? {
    scenarios.first { $0.id == id }
  }

  /// The variant and its ancestors, nearest first.
  public func lineage(of variant: Variant<AppWorld>) -> [Variant<AppWorld>] {
    var lineage = [variant]
    while let parent = lineage.last?.parent, let next = self.variant(parent),
      !lineage.contains(where: { $0.id == next.id })
    {
      lineage.append(next)
    }
    return lineage
  }

  /// The divergence that governs a scenario on a variant: the nearest one declared at the
  /// variant or one of its ancestors.
  public func divergence(for variant: Variant<AppWorld>, scenario: String) -> DeclaredDivergence? {
    for ancestor in lineage(of: variant) {
      if let divergence = divergences.first(where: {
        $0.variant == ancestor.id && $0.scenarios.contains(scenario)
      }) {
        return divergence
      }
    }
    return nil
  }

  /// The expected failure that governs a scenario on a variant, if the variant was declared to
  /// crash on it.
  public func expectedFailure(for variant: Variant<AppWorld>, scenario: String) -> ExpectedFailure? {
    expectedFailures.first { $0.governs(variant: variant.id, scenario: scenario) }
  }

  /// A variant's source folder: `Steps/N-Name` or `Exercise` under the chapter's folder.
  public func sourceFolder(of variant: Variant<AppWorld>) -> URL {
    folder.appendingPathComponent(variant.sourceFolder, isDirectory: true)
  }

  /// Checks every goal that applies to a variant's sources (see `GoalCheckup`). Sources that
  /// cannot be read fail every goal, saying why.
  public func goalResults(for variant: Variant<AppWorld>) -> [GoalResult] {
    goalCheckup(for: variant).results
  }

  /// Checks the common goals, and the goals of the architecture recognised in a variant's sources
  /// and tests; with a test runner, the tests a goal asks for are run too.
  public func goalCheckup(for variant: Variant<AppWorld>, testRunner: (any TestRunning)? = nil) -> GoalCheckup
  {
    GoalCheckup(goals: goals, architectures: architectures) {
      try goalEvidence(for: variant, testRunner: testRunner)
    }
  }

  /// What a variant's goals are checked against: its sources, by path from the package's root
  /// (Chapters/01-FoodTracker/Exercise/…), and the files of the chapter's test target that import
  /// its module.
  public func goalEvidence(for variant: Variant<AppWorld>, testRunner: (any TestRunning)? = nil) throws
    -> GoalEvidence
  {
    let chapterPath = "\(folder.deletingLastPathComponent().lastPathComponent)/\(folder.lastPathComponent)"
    let sources = try SwiftSources(
      folder: sourceFolder(of: variant), pathPrefix: "\(chapterPath)/\(variant.sourceFolder)/")
    let tests = try VariantTests(
      module: VariantTests.module(chapterName: name, sourceFolder: variant.sourceFolder),
      target: "\(name)Tests",
      suggestedFolder: "Tests/\(name)Tests/\(variant.sourceFolder.split(separator: "/").last ?? "")",
      packageRoot: folder.deletingLastPathComponent().deletingLastPathComponent())
    return GoalEvidence(sources: sources, tests: tests, testRunner: testRunner)
  }

  /// The folder of approved transcripts.
  public var transcriptsFolder: URL {
    folder.appendingPathComponent("Transcripts", isDirectory: true)
  }

  /// Where the approved transcript a variant must reproduce for a scenario is stored:
  /// `Transcripts/<scenario>.txt`, or `Transcripts/<scenario>@<variant>.txt` under a divergence.
  public func approvedTranscriptURL(for variant: Variant<AppWorld>, scenario: String) -> URL {
    if let divergence = divergence(for: variant, scenario: scenario) {
      return transcriptsFolder.appendingPathComponent("\(scenario)@\(divergence.variant).txt")
    }
    return transcriptsFolder.appendingPathComponent("\(scenario).txt")
  }

  /// What is wrong with the catalog itself: duplicate ids, unknown parents, divergences naming
  /// unknown variants or scenarios, goals that cannot fail or that nothing meets. Empty when it
  /// is sound.
  public var problems: [String] {
    identityProblems + treeProblems + divergenceProblems + expectedFailureProblems + goalProblems
  }

  private var identityProblems: [String] {
    duplicates(variants.map(\.id)).map { "variant \"\($0)\" is declared twice" }
      + duplicates(scenarios.map(\.id)).map { "scenario \"\($0)\" is declared twice" }
      + duplicates(goals.map(\.statement)).map { "goal \"\($0)\" is declared twice" }
  }

  private var treeProblems: [String] {
    let roots = variants.filter { $0.parent == nil }
    let rootProblem =
      roots.count == 1 ? [] : ["exactly one variant must have no parent; found \(roots.map(\.id))"]
    return rootProblem
      + variants.compactMap { variant in
        guard let parent = variant.parent, self.variant(parent) == nil else { return nil }
        return "variant \"\(variant.id)\" names an unknown parent \"\(parent)\""
      }
  }

  private var divergenceProblems: [String] {
    divergences.flatMap { divergence in
      (variant(divergence.variant) == nil
        ? ["a divergence names an unknown variant \"\(divergence.variant)\""] : [])
        + divergence.scenarios.filter { scenario($0) == nil }.map {
          "a divergence names an unknown scenario \"\($0)\""
        }
    }
  }

  private var expectedFailureProblems: [String] {
    expectedFailures.flatMap(problems(of:))
      + duplicates(expectedFailures.map(\.variant)).map { "variant \"\($0)\" is declared to fail twice" }
  }

  private func problems(of failure: ExpectedFailure) -> [String] {
    var problems: [String] = []
    if variant(failure.variant) == nil {
      problems.append("an expected failure names an unknown variant \"\(failure.variant)\"")
    }
    if failure.scenarios.isEmpty {
      problems.append("the expected failure of \"\(failure.variant)\" names no scenario: it could never fail")
    }
    if failure.crash.message.isEmpty {
      problems.append("the expected failure of \"\(failure.variant)\" says nothing the crash must say")
    }
    problems += failure.scenarios.filter { scenario($0) == nil }.map {
      "an expected failure names an unknown scenario \"\($0)\""
    }
    return problems + fixedAtProblems(failure)
  }

  /// The step that fixed a crash must exist and declare a divergence on its scenarios.
  private func fixedAtProblems(_ failure: ExpectedFailure) -> [String] {
    guard let fixedAt = failure.fixedAt else { return [] }
    guard let step = variant(fixedAt) else {
      return ["the expected failure of \"\(failure.variant)\" is fixed at an unknown variant \"\(fixedAt)\""]
    }
    return failure.scenarios.filter { scenario($0) != nil && divergence(for: step, scenario: $0) == nil }.map
    {
      "the expected failure of \"\(failure.variant)\" is fixed at \(fixedAt), which declares no divergence on \($0)"
    }
  }

  private var goalProblems: [String] {
    var problems = goals.filter(\.checks.isEmpty).map {
      "goal \"\($0.statement)\" has no checks: it would always be met"
    }
    problems += goalsMetBy.filter { variant($0) == nil }.map {
      "the goals are said to be met by an unknown variant \"\($0)\""
    }
    if !goals.isEmpty, goalsMetBy.isEmpty {
      problems.append("the goals are met by no variant: name where the refactoring ends in goalsMetBy")
    }
    return problems + architectureProblems + hintProblems
  }

  /// A hint's third level, and an architecture's first step, must name steps of the chapter.
  private var hintProblems: [String] {
    let named = (goals + architectures.flatMap(\.goals)).flatMap { goal in
      (goal.hint?.steps ?? []).map { ("the hint of goal \"\(goal.statement)\"", $0) }
    }
    let firsts = architectures.compactMap { architecture in
      architecture.firstStep.map { ("architecture \"\(architecture.name)\"'s first step", $0) }
    }
    return (named + firsts).filter { variant($0.1) == nil }.map {
      "\($0.0) names an unknown step \"\($0.1)\""
    }
  }

  private var architectureProblems: [String] {
    duplicates(architectures.map(\.name)).map { "architecture \"\($0)\" is declared twice" }
      + architectures.flatMap { architecture in
        let name = architecture.name
        return
          (architecture.recognisedBy.isEmpty
          ? ["architecture \"\(name)\" is recognised by no check: it would be recognised everywhere"] : [])
          + (architecture.metBy.isEmpty ? ["architecture \"\(name)\" is met by no variant"] : [])
          + architecture.metBy.filter { variant($0) == nil }.map {
            "architecture \"\(name)\" is said to be met by an unknown variant \"\($0)\""
          }
          + architecture.goals.filter(\.checks.isEmpty).map {
            "goal \"\($0.statement)\" of \(name) has no checks: it would always be met"
          }
      }
  }

  /// The values that occur more than once, in order of first occurrence.
  private func duplicates(_ values: [String]) -> [String] {
    var seen = Set<String>()
    var reported = Set<String>()
    return values.filter { !seen.insert($0).inserted && reported.insert($0).inserted }
  }
}

// MARK: - Running

extension ChapterCatalog {
  /// Starts a session for a variant in a fresh World: behaviour tests drive it with actions.
  @MainActor
  public func session(for variant: Variant<AppWorld>) throws -> AppSession<AppWorld> {
    if case .exercise = variant.kind, let refusal = ExerciseGuard.refusal { try refusal(name) }
    return AppSession(variant, in: try makeWorld())
  }

  /// Runs a scenario against a variant in a fresh World and records what happened.
  @MainActor
  public func transcript(of scenario: Scenario<AppWorld>, on variant: Variant<AppWorld>) -> Transcript {
    let session: AppSession<AppWorld>
    do {
      session = try self.session(for: variant)
    } catch {
      let problem = "\(Transcript.crashMarker)could not make the world: \(error)"
      return Transcript(entries: [
        Transcript.Entry(number: 0, action: "make the world", screen: "", log: [], problems: [problem])
      ])
    }
    let trace = ActionTrace.willPerform
    return session.transcript(
      closing: scenario.actions.enumerated().map { offset, action in
        trace?(scenario.id, offset + 1, action.description)
        return session.record(action, number: offset + 1)
      })
  }
}
