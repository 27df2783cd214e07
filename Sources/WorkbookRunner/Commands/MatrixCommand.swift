/// `workbook`: every chapter, every variant, every scenario.
struct MatrixCommand: WorkbookCommand, Equatable {
  static let signature = CommandSignature(
    name: "",
    summary: "every chapter, every variant, every scenario: the equivalence matrix",
    details: """
      Runs every scenario of every chapter against every variant (each step and the exercise) and \
      compares each transcript with its approved one. Prints one matrix per chapter, the legend, \
      a summary line, then the message of every failing cell (variant, scenario, first differing \
      action and a diff).
      """,
    accepting: OutputFlags.accepted)

  var flags = OutputFlags()

  func run(in runner: Runner) throws -> ExitCode {
    try MatrixRun(chapters: runner.library, json: flags.json, isolate: flags.isolate).run(in: runner)
  }
}

extension MatrixCommand {
  /// Reads its flags back from the command line (in an extension, so that the memberwise
  /// `init(flags:)` stays).
  init(_ arguments: ParsedArguments) {
    self.init(flags: OutputFlags(arguments))
  }
}
