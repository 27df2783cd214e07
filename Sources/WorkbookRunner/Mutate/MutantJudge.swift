import Foundation
import SwiftScanning
import Workbook

/// Judges a variant's tests by the mutants they kill, for a `.tested` goal (`MutantJudging`):
/// builds the variant's mutant schemata with the chapter's unit tests of it copied beside them,
/// as `workbook mutate` does (`MutantBuild`, `MutantTests`), then runs only the goal's tests
/// against each mutant asked about (`MutantTestRun`). A judgement is kept under .build
/// (`MutantJudgementCache`), so that sources and tests already judged are not judged again.
struct MutantJudge: MutantJudging {
  /// Whether a judgement not yet kept is made, or said to follow.
  enum Mode: Sendable, Equatable {
    /// Builds the mutants when the judgement is not kept: `verify` and `hint`.
    case judge
    /// Answers from what is kept, else `MutantJudgement.pending`: the watch loop's first
    /// verdict, which a mutant build must not delay (the loop asks again for the judgement).
    case keptOnly
  }

  let chapter: Chapter
  let variant: Chapter.VariantInfo
  let mode: Mode
  /// How many test runs at once.
  var jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
  /// The runner's own executable, through which builds and tests run (see ProcessGuard).
  var guardian: URL?
  /// Says what is being done, before it is done (the build can take a minute).
  var announce: @Sendable (String) -> Void = { _ in }

  func judgement(of mutants: [Mutant], in sources: SwiftSources, by tests: TestSelection) -> MutantJudgement {
    let module = MutantModule(chapter: chapter)
    let copies: [String: String]
    do {
      copies = try MutantTests.copies(of: chapter, variant: variant, mutantModule: module.name)
    } catch {
      return .notJudged("the tests could not be read: \(error)")
    }
    let cache = MutantJudgementCache(chapter: chapter)
    let key = MutantJudgementCache.key(
      variant: variant.id, sources: sources, tests: copies, selection: tests, mutants: mutants)
    if let kept = cache.judgement(for: key) { return kept }
    guard mode == .judge else { return .pending }
    let judgement = judge(mutants, of: sources, by: tests, module: module, copies: copies)
    // A judgement that could not be made may succeed next time (an interrupted build).
    if judgement.problem == nil { cache.keep(judgement, for: key) }
    return judgement
  }

  /// Builds the schemata with the tests' copies, runs the selected tests unmutated (they must
  /// pass), then against each mutant.
  private func judge(
    _ mutants: [Mutant], of sources: SwiftSources, by tests: TestSelection, module: MutantModule,
    copies: [String: String]
  ) -> MutantJudgement {
    let built: MutantBuild.Built
    do {
      built = try MutantBuild(
        packageRoot: chapter.packageRoot, announce: { announce($0) }, guardian: guardian
      )
      .build(
        MutantSchemata(sources: sources), module: module, tests: MutantTests(module: module), copies: copies,
        variant: variant)
    } catch {
      return .notJudged("\(error)")
    }
    guard let bundle = built.tests?.bundle else {
      return .notJudged(
        "the tests did not build against the mutants (\(built.testsProblem ?? "none copied"))")
    }
    let target = MutantTests(module: module).target
    let run = MutantTestRun(
      bundle: bundle, target: target, jobs: jobs, guardian: guardian,
      filter: TestSelection(target: target, names: tests.names).filter)
    let start = Date()
    if let failure = run.failure(mutant: 0, timeLimit: MutantTestRun.unmutatedTimeLimit) {
      return .notJudged("with no mutant switched on, they fail (\(failure))")
    }
    let limit = max(Date().timeIntervalSince(start) * MutantRun.timeLimitFactor, MutantTestRun.leastTimeLimit)
    let dropped = Set(built.dropped.map(\.id))
    let judged = mutants.filter { !dropped.contains($0.id) }
    announce("running \(tests.names.joined(separator: ", ")) against \(judged.count) mutants")
    let fates = run.fates(
      of: judged.map { MutantFate(mutant: $0, killedBy: nil, kill: nil) }, timeLimit: limit)
    return MutantJudgement(
      killed: Set(fates.filter { !$0.survived }.map(\.mutant.id)),
      dropped: dropped.intersection(mutants.map(\.id)))
  }
}
