import Foundation
import Workbook

/// One `workbook mutate` run: plants the mutants, builds them once, runs the unmutated variant,
/// then every mutant, and reports.
@MainActor
struct MutationSession {
  let chapter: Chapter
  let variant: Chapter.VariantInfo
  let type: String?
  let jobs: Int
  let runner: Runner

  func report() throws -> MutationReport {
    let planted = MutantSchemata(files: try MutantModule.sources(of: variant, in: chapter))
    try checkType(in: planted.mutants)
    let buildStart = Date()
    let module = MutantModule(chapter: chapter)
    let built = try MutantBuild(
      packageRoot: chapter.packageRoot, announce: announce, guardian: runner.environment.executable
    )
    .build(
      planted, module: module, tests: MutantTests(module: module),
      copies: try MutantTests.copies(of: chapter, variant: variant, mutantModule: module.name),
      variant: variant)
    let runStart = Date()
    var run = MutantRun(
      number: chapter.number, chapterName: chapter.name, scenarios: chapter.scenarios.map(\.id),
      executable: built.executable, packageRoot: chapter.packageRoot, jobs: jobs)
    judgeDeclaredTraps(in: &run)
    let limit = try unmutatedTimeLimit(of: run)
    let (equivalent, judged) = Self.split(
      built.schemata.mutants.filter { type == nil || $0.type == type }, declared: chapter.equivalentMutants,
      variant: variant)
    announce("judging \(judged.count) mutants, \(jobs) at a time")
    var fates = run.fates(of: judged, timeLimit: limit, progress: progress(of: judged.count))
    let unitTests = judgeByUnitTests(&fates, built: built, module: module)
    var report = MutationReport(
      number: chapter.number, chapter: chapter.name, variant: variant.id, type: type, fates: fates,
      equivalent: equivalent, dropped: built.dropped.filter { type == nil || $0.type == type },
      unitTests: unitTests.summary, buildSeconds: runStart.timeIntervalSince(buildStart),
      runSeconds: Date().timeIntervalSince(runStart))
    report.unitTestsProblem = unitTests.problem
    return report
  }

  /// Runs the unit tests' copies against the mutants the scenarios left alive, once they pass
  /// unmutated; answers what the report says of them, and why they could not judge when there
  /// are tests that could not (they did not build, or fail unmutated).
  private func judgeByUnitTests(_ fates: inout [MutantFate], built: MutantBuild.Built, module: MutantModule)
    -> (summary: String, problem: String?)
  {
    guard let tests = built.tests else {
      if let problem = built.testsProblem { return (problem, problem) }
      return ("none: no unit test imports \(MutantTests.moduleName(of: variant, in: chapter))", nil)
    }
    let files = tests.files.filter { $0 != "Support.swift" }.joined(separator: ", ")
    let run = MutantTestRun(
      bundle: tests.bundle, target: MutantTests(module: module).target, jobs: jobs,
      guardian: runner.environment.executable)
    announce("running the unit tests unmutated: \(files)")
    let start = Date()
    if let failure = run.failure(mutant: 0, timeLimit: MutantTestRun.unmutatedTimeLimit) {
      let problem = "\(files), not run: they fail unmutated (\(failure))"
      return (problem, problem)
    }
    let limit = max(Date().timeIntervalSince(start) * MutantRun.timeLimitFactor, MutantTestRun.leastTimeLimit)
    let survivors = fates.filter(\.survived)
    announce("running the unit tests against \(survivors.count) survivors")
    let judged = Dictionary(
      uniqueKeysWithValues: run.fates(of: survivors, timeLimit: limit).map { ($0.mutant.id, $0) })
    fates = fates.map { judged[$0.mutant.id] ?? $0 }
    return ("\(files), against the \(survivors.count) mutants the scenarios left alive", nil)
  }

  /// The mutant variant traps where the variant mutated is declared to (04's 0-Mega on
  /// delete-after-a-day): those scenarios run in children of their own, and every outcome is
  /// judged by the variant's declarations, as the runner judges the variant's own runs.
  private func judgeDeclaredTraps(in run: inout MutantRun) {
    run.trapping = Set(run.scenarios.filter { chapter.mayTrap(variant: variant.id, scenario: $0) })
    run.judge = { [chapter, id = variant.id] in chapter.judged($0, asMutantOf: id) }
  }

  /// Runs the planted variant with no mutant switched on, which must pass every scenario; the
  /// time limit of a mutant's scenario follows from how long it took.
  private func unmutatedTimeLimit(of run: MutantRun) throws -> TimeInterval {
    let given = runner.environment.scenarioTimeLimit == nil ? nil : try runner.scenarioTimeLimit()
    announce("running \(variant.id) unmutated")
    do {
      let seconds = try run.unmutatedSeconds(timeLimit: given ?? IsolatedRunner.defaultTimeLimit)
      return MutantRun.timeLimit(unmutatedSeconds: seconds, given: given)
    } catch MutateError.unmutatedFails(_, let scenarios) {
      throw MutateError.unmutatedFails(variant: variant.id, scenarios: scenarios)
    }
  }

  /// `--type` must name a type some mutant is planted in.
  private func checkType(in mutants: [Mutant]) throws(UsageError) {
    guard let type, !mutants.contains(where: { $0.type == type }) else { return }
    let types = Set(mutants.compactMap(\.type)).sorted(by: SourceFolder.pathOrder)
    throw UsageError(
      "no mutant of \(variant.id) is planted in a type named \"\(type)\"; the types with mutants are: "
        + types.joined(separator: ", "))
  }

  /// The mutants of a variant that a chapter declares equivalent (with their declarations'
  /// reasons), and the rest.
  static func split(_ mutants: [Mutant], declared: [EquivalentMutant], variant: Chapter.VariantInfo)
    -> ([MutationReport.Equivalent], [Mutant])
  {
    var equivalent: [MutationReport.Equivalent] = []
    var judged: [Mutant] = []
    for mutant in mutants {
      let file = String(mutant.file.dropFirst(variant.sourcePath.count + 1))
      if let declaration = declared.first(where: {
        $0.declares(
          variant: variant.id, file: file, line: mutant.line, original: mutant.original,
          replacement: mutant.replacement)
      }) {
        equivalent.append(.init(mutant: mutant, reason: declaration.reason))
      } else {
        judged.append(mutant)
      }
    }
    return (equivalent, judged)
  }

  /// On a terminal, a line rewritten on standard error as each mutant is judged.
  private func progress(of count: Int) -> @Sendable (Int) -> Void {
    guard runner.environment.showsProgress else { return { _ in } }
    return { judged in
      FileHandle.standardError.write(
        Data("\rworkbook: judged \(judged) of \(count)\(judged == count ? "\n" : "")".utf8))
    }
  }

  /// A note on standard error, never in the report: a build can take a minute.
  private func announce(_ note: String) {
    FileHandle.standardError.write(Data("workbook: \(note)\n".utf8))
  }
}
