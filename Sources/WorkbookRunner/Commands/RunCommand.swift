import Workbook

/// `workbook run <chapter>`: one chapter's matrix, or a part of it.
struct RunCommand: WorkbookCommand, Equatable {
  static let variant = Option(
    "variant", value: "V", repeats: true, help: "only this variant: \(Argument.variantForms); repeatable")
  static let scenario = Option(
    "scenario", value: "S", repeats: true, help: "only this scenario (its id); repeatable")

  static let signature = CommandSignature(
    name: "run",
    summary: "one chapter's equivalence matrix, or a part of it",
    details: "Runs the chapter's scenarios against its variants, like `workbook` does for every chapter.",
    arguments: [.chapter],
    accepting: [.option(variant), .option(scenario), .flag(.json), .flag(.isolate)])

  var chapter: String
  /// Empty: every variant.
  var variants: [String] = []
  /// Empty: every scenario.
  var scenarios: [String] = []
  var json = false
  var isolate = false

  init(
    chapter: String, variants: [String] = [], scenarios: [String] = [], json: Bool = false,
    isolate: Bool = false
  ) {
    self.chapter = chapter
    self.variants = variants
    self.scenarios = scenarios
    self.json = json
    self.isolate = isolate
  }

  init(_ arguments: ParsedArguments) {
    self.init(
      chapter: arguments.positionals[0], variants: arguments.values(of: Self.variant),
      scenarios: arguments.values(of: Self.scenario), json: arguments[.json], isolate: arguments[.isolate])
  }

  func run(in runner: Runner) throws -> ExitCode {
    // Resolve every name first: a typo is a usage error before anything runs.
    let chapter = try runner.chapter(named: chapter)
    let variants = try variants.map { try chapter.variant(named: $0).id }
    let scenarios = try scenarios.map { try chapter.scenario(named: $0).id }
    return try MatrixRun(
      chapters: [chapter], variants: variants.uniqued(), scenarios: scenarios.uniqued(), json: json,
      isolate: isolate
    ).run(in: runner)
  }
}

extension Array where Element == String {
  /// The ids in order, each once.
  fileprivate func uniqued() -> [String] {
    var seen = Set<String>()
    return filter { seen.insert($0).inserted }
  }
}
