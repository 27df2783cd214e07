import Workbook

/// `workbook verify <chapter>`: the exercise's checklist.
struct VerifyCommand: WorkbookCommand, Equatable {
  static let variant = Option(
    "variant", value: "V", help: "the variant to check (default: exercise): \(Argument.variantForms)")

  static let signature = CommandSignature(
    name: "verify",
    summary: "the exercise's checklist: behaviour preserved, refactoring goals met",
    details: """
      Runs every scenario of the chapter against the variant (the exercise unless --variant names \
      another) and compares each transcript with its approved one, then checks each of the \
      chapter's refactoring goals against the variant's sources: the goals every refactoring \
      reaches, then, in a chapter whose exercise may end in more than one architecture (MVP or \
      VIP…), which one the sources are recognisably becoming and that architecture's own goals. \
      Prints a checklist: behaviour \
      preserved (how many scenarios hold), then each goal, met or not, with what was found where \
      (file and line). Exits 0 only when the behaviour holds and every goal is met. The exercise \
      runs in child processes: a trap is reported once, with its file, line and action, and an \
      endless loop as a hang after WORKBOOK_SCENARIO_TIME_LIMIT seconds (10) a scenario; the other \
      scenarios still run. A goal that asks for a test runs it (swift test --filter), then judges \
      it by the mutants it kills: the variant's mutants in the types the test makes are built \
      once (as workbook mutate builds them) and the test is run against each; the goal is met \
      when it kills its share (half, unless the goal says), and verify lists the survivors. A \
      judgement is kept under .build/mutants/judgements for sources and tests unchanged since; \
      WORKBOOK_MUTANT_JUDGE=kept uses only those, =off judges none.
      """,
    arguments: [.chapter],
    accepting: [.option(variant), .flag(.json), .flag(.isolate)])

  var chapter: String
  /// The variant to check: the exercise unless told otherwise.
  var variant = "exercise"
  var json = false
  var isolate = false

  init(chapter: String, variant: String = "exercise", json: Bool = false, isolate: Bool = false) {
    self.chapter = chapter
    self.variant = variant
    self.json = json
    self.isolate = isolate
  }

  init(_ arguments: ParsedArguments) throws(UsageError) {
    let variants = arguments.values(of: Self.variant)
    guard variants.count <= 1 else {
      throw UsageError(
        "`\(Self.signature.invocation)` checks one variant; got --\(Self.variant.name) "
          + variants.joined(separator: " and "))
    }
    self.init(
      chapter: arguments.positionals[0], variant: variants.first ?? "exercise", json: arguments[.json],
      isolate: arguments[.isolate])
  }

  func run(in runner: Runner) throws -> ExitCode {
    let chapter = try runner.chapter(named: chapter)
    let variant = try chapter.variant(named: variant)
    let report = try Self.report(
      on: chapter, variant: variant.id, isolate: isolate, testRunner: runner.environment.testRunner,
      mutantJudge: runner.environment.mutantJudge(for: chapter, variant: variant.id), in: runner)
    if json {
      try runner.writeJSON(report)
    } else {
      runner.console.write(report.rendered(style: runner.style))
    }
    return report.exitCode
  }

  /// Runs every scenario against a variant and checks its goals: the checklist, also what
  /// `workbook progress` summarises.
  @MainActor
  static func report(
    on chapter: Chapter, variant: String, isolate: Bool, testRunner: (any TestRunning)? = nil,
    mutantJudge: (any MutantJudging)? = nil, in runner: Runner
  ) throws -> VerifyReport {
    let outcomes = try runner.outcomes(
      chapter, variant: variant, scenarios: chapter.scenarios.map(\.id), isolate: isolate)
    let checkup = chapter.goalCheckup(variant: variant, testRunner: testRunner, mutantJudge: mutantJudge)
    let damaged = try DamagedTranscripts.problems(
      of: chapter, variant: variant, outcomes: outcomes, isolate: isolate, in: runner)
    return VerifyReport(
      number: chapter.number, chapter: chapter.name, variant: variant, outcomes: outcomes,
      goals: checkup?.results ?? [], architecture: checkup?.architecture,
      problems: chapter.problems + damaged,
      startingPoint: StartingPoint.of(chapter, variant: variant))
  }
}
