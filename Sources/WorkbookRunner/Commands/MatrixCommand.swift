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
    accepting: [.flag(.json), .flag(.isolate)])

  var json = false
  var isolate = false

  init(json: Bool = false, isolate: Bool = false) {
    self.json = json
    self.isolate = isolate
  }

  init(_ arguments: ParsedArguments) {
    self.init(json: arguments[.json], isolate: arguments[.isolate])
  }

  func run(in runner: Runner) throws -> ExitCode {
    try MatrixRun(chapters: runner.library, json: json, isolate: isolate).run(in: runner)
  }
}
