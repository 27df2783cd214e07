import Workbook

/// Runs a matrix and reports it: what `workbook` and `workbook run` share.
struct MatrixRun {
  let chapters: [Chapter]
  /// Empty: every variant of each chapter.
  var variants: [String] = []
  /// Empty: every scenario of each chapter.
  var scenarios: [String] = []
  let json: Bool
  let isolate: Bool

  @MainActor
  func run(in runner: Runner) throws -> ExitCode {
    let report = MatrixReport(chapters: try matrices(in: runner))
    if json {
      try runner.writeJSON(report)
    } else {
      if chapters.isEmpty {
        runner.console.writeError("workbook: no chapter is built (is UNMASSIVE_CHAPTERS set?)\n")
      }
      runner.console.write(report.rendered(style: runner.style, width: runner.environment.columns))
    }
    return report.exitCode
  }

  /// Every chapter's matrix. The whole book runs its largest chapter (the most runs) in this
  /// process and the others in child processes, together: the matrix takes the time of its
  /// share of the cores, not of every chapter in turn.
  @MainActor
  private func matrices(in runner: Runner) throws -> [ChapterMatrix] {
    let runs = { (chapter: Chapter) in chapter.variants.count * chapter.scenarios.count }
    guard !isolate, chapters.count > 1, variants.isEmpty, scenarios.isEmpty,
      let executable = runner.environment.executable,
      let largest = chapters.max(by: { runs($0) < runs($1) })
    else { return try chapters.map { try matrix(of: $0, in: runner) } }
    let children = ChapterChildren(
      chapters.filter { $0.number != largest.number },
      runner: IsolatedRunner(
        executable: executable, packageRoot: runner.environment.packageRoot,
        timeLimit: try runner.scenarioTimeLimit(), backtrace: false))
    let own = try matrix(of: largest, in: runner)
    return try chapters.map { chapter in
      chapter.number == largest.number
        ? own : try children.matrix(of: chapter) ?? matrix(of: chapter, in: runner)
    }
  }

  @MainActor
  private func matrix(of chapter: Chapter, in runner: Runner) throws -> ChapterMatrix {
    let variants = variants.isEmpty ? chapter.variants.map(\.id) : variants
    let scenarios = scenarios.isEmpty ? chapter.scenarios.map(\.id) : scenarios
    let outcomes: [RunOutcome]
    if let isolated = try runner.isolatedCells(
      chapter, variants: variants, scenarios: scenarios, isolate: isolate)
    {
      outcomes = try Self.outcomes(
        chapter, variants: variants, scenarios: scenarios, isolated: isolated, in: runner)
    } else {
      outcomes = try variants.flatMap { variant in
        try runner.outcomes(chapter, variant: variant, scenarios: scenarios, isolate: isolate)
      }
    }
    return ChapterMatrix(
      number: chapter.number, name: chapter.name, title: chapter.title, variants: variants,
      scenarios: scenarios, outcomes: outcomes, problems: chapter.problems)
  }

  /// Every cell in this process, while the declared traps and the exercise run in their children;
  /// then their outcomes, in their places.
  @MainActor
  private static func outcomes(
    _ chapter: Chapter, variants: [String], scenarios: [String], isolated: IsolatedCells, in runner: Runner
  ) throws -> [RunOutcome] {
    let cells = variants.flatMap { variant in scenarios.map { (variant: variant, scenario: $0) } }
    let inProcess = try cells.map { cell in
      chapter.mayTrap(variant: cell.variant, scenario: cell.scenario)
        || runner.runsIsolated(chapter, variant: cell.variant)
        ? nil : try runner.outcome(chapter, variant: cell.variant, scenario: cell.scenario)
    }
    return zip(cells, inProcess).map { cell, outcome in
      outcome ?? isolated.outcome(variant: cell.variant, scenario: cell.scenario)
        ?? RunOutcome(
          RunSubject(chapter: chapter.name, variant: cell.variant, scenario: cell.scenario),
          .trapped(crash: "its child process reported nothing"))
    }
  }
}
