import Workbook

/// `workbook hint <chapter> [--level N]`: the next unmet goal's hint, one level at a time.
struct HintCommand: WorkbookCommand, Equatable {
  static let variant = Option(
    "variant", value: "V", help: "the variant to hint at (default: exercise): \(Argument.variantForms)")
  static let level = Option(
    "level", value: "N",
    help: "1 the smell (default), 2 the move, 3 the step whose diff shows it")

  static let signature = CommandSignature(
    name: "hint",
    summary: "the next unmet goal's hint: the smell, the move, the step that shows it",
    details: """
      Checks the chapter's refactoring goals against the exercise (or --variant), as verify \
      does, and prints the hint of the first goal that is not met: which goal, what verify \
      found where, and the hint at the level asked for — 1 the smell, 2 the move, 3 the step of \
      the chapter whose diff shows the move, with the command and the docs page to read it; and \
      the branch (the architecture and its steps) that shows the move the attendee is on. \
      Ask for the next level when the last one was not enough. When every goal is met, says so. \
      Behaviour is not checked here: verify does that.
      """,
    arguments: [.chapter],
    accepting: [.option(level), .option(variant), .flag(.json)])

  var chapter: String
  var variant = "exercise"
  var level = 1
  var json = false

  init(chapter: String, variant: String = "exercise", level: Int = 1, json: Bool = false) {
    self.chapter = chapter
    self.variant = variant
    self.level = level
    self.json = json
  }

  init(_ arguments: ParsedArguments) throws(UsageError) {
    for option in [Self.variant, Self.level] where arguments.values(of: option).count > 1 {
      throw UsageError("`\(Self.signature.invocation)` takes one --\(option.name)")
    }
    let level = try arguments.number(of: Self.level, in: 1..., saying: "a hint level, 1 to 3") ?? 1
    guard level <= GoalHint.maximumLevel else {
      throw UsageError("--\(Self.level.name) takes a hint level, 1 to \(GoalHint.maximumLevel), not \(level)")
    }
    self.init(
      chapter: arguments.positionals[0], variant: arguments.values(of: Self.variant).first ?? "exercise",
      level: level, json: arguments[.json])
  }

  func run(in runner: Runner) throws -> ExitCode {
    let chapter = try runner.chapter(named: chapter)
    let variant = try chapter.variant(named: variant)
    let checkup = chapter.goalCheckup(variant: variant.id, testRunner: runner.environment.testRunner)
    let goals = checkup?.results ?? []
    let report = HintReport(
      number: chapter.number, chapter: chapter.name, variant: variant.id, level: level, goals: goals,
      branch: HintBranch(chapter, recognised: checkup?.architecture, nextGoal: goals.first { !$0.isMet }))
    if json {
      try runner.writeJSON(report)
    } else {
      runner.console.write(report.rendered(style: runner.style, width: min(runner.environment.columns, 100)))
    }
    return .success
  }
}
