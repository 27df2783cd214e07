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
    let report = MatrixReport(chapters: try chapters.map { try matrix(of: $0, in: runner) })
    if json {
      try runner.writeJSON(report)
    } else {
      if chapters.isEmpty {
        runner.console.writeError("workbook: no chapter is built (is UNMASSIVE_CHAPTERS set?)\n")
      }
      runner.console.write(report.rendered(style: runner.style))
    }
    return report.exitCode
  }

  @MainActor
  private func matrix(of chapter: Chapter, in runner: Runner) throws -> ChapterMatrix {
    let variants = variants.isEmpty ? chapter.variants.map(\.id) : variants
    let scenarios = scenarios.isEmpty ? chapter.scenarios.map(\.id) : scenarios
    let outcomes = try variants.flatMap { variant in
      try runner.outcomes(chapter, variant: variant, scenarios: scenarios, isolate: isolate)
    }
    return ChapterMatrix(
      number: chapter.number, name: chapter.name, title: chapter.title, variants: variants,
      scenarios: scenarios, outcomes: outcomes, problems: chapter.problems)
  }
}
