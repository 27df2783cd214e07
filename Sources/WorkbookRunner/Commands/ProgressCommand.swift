import Workbook

/// `workbook progress`: every chapter's exercise, untouched, in progress or done.
struct ProgressCommand: WorkbookCommand, Equatable {
  static let signature = CommandSignature(
    name: "progress",
    summary: "every chapter's exercise: untouched, in progress (goals met, behaviour) or done",
    details: """
      Lists each chapter's exercise, read from its sources: untouched (a byte-for-byte copy of \
      the step it started from: the chapter's first step, or the one `workbook reset --from` \
      copied), in progress (how many goals are met, how many of them the starting step already \
      met, and whether every scenario still behaves as approved) or done (every goal met, \
      behaviour preserved). An untouched exercise's scenarios are not run: it is a step the \
      suite checks. A changed one is checked as `workbook verify` checks it, but for its unit \
      tests, which are not run: a goal that asks for a test counts as met only when `verify` \
      has judged that test by the mutants it kills (the judgement is kept; progress never \
      builds mutants). Exits 0 whatever the exercises' states: `verify` is the check.
      """,
    accepting: OutputFlags.accepted)

  var flags = OutputFlags()

  func run(in runner: Runner) throws -> ExitCode {
    let report = ProgressReport(exercises: try runner.library.compactMap { try exercise(of: $0, in: runner) })
    if flags.json {
      try runner.writeJSON(report)
    } else {
      runner.console.write(report.rendered(style: runner.style))
    }
    return .success
  }

  /// A chapter's exercise (nil: the chapter has none).
  @MainActor
  private func exercise(of chapter: Chapter, in runner: Runner) throws -> ProgressReport.Exercise? {
    guard let start = StartingPoint.of(chapter, variant: "exercise") else { return nil }
    if try FolderContents.exerciseIsUntouched(chapter) {
      return ProgressReport.Exercise(untouched: chapter, start: start)
    }
    return ProgressReport.Exercise(
      checked: try VerifyCommand.report(
        on: chapter, variant: "exercise", isolate: flags.isolate,
        mutantJudge: runner.environment.keptMutantJudge(for: chapter, variant: "exercise"), in: runner))
  }
}

extension ProgressCommand {
  /// Reads its flags back from the command line (in an extension, so that the memberwise
  /// `init(flags:)` stays).
  init(_ arguments: ParsedArguments) {
    self.init(flags: OutputFlags(arguments))
  }
}
