import Workbook

/// `workbook hint <chapter> [--goal K] [--level N]`: the next unmet goal's hint (or goal K's), one
/// level at a time.
struct HintCommand: WorkbookCommand, Equatable {
  static let variant = Option(
    "variant", value: "V", help: "the variant to hint at (default: exercise): \(Argument.variantForms)")
  static let level = Option(
    "level", value: "N",
    help: "1 the smell (default), 2 the move, 3 the step whose diff shows it")
  static let goal = Option(
    "goal", value: "K", help: "the goal to hint at, numbered as verify numbers it (default: the first unmet)")

  static let signature = CommandSignature(
    name: "hint",
    summary: "the next unmet goal's hint (or goal K's): the smell, the move, the step that shows it",
    details: """
      Checks the chapter's refactoring goals against the exercise (or --variant), as verify \
      does, and prints the hint of the first goal that is not met (or of goal K, with --goal K, \
      for an attendee who starts elsewhere): which goal, what verify \
      found where, and the hint at the level asked for — 1 the smell, 2 the move, 3 the step of \
      the chapter whose diff shows the move, with the command and the docs page to read it; and \
      the branch (the architecture and its steps) that shows the move the attendee is on. \
      Ask for the next level when the last one was not enough. Once part of what a goal found \
      where the exercise starts is gone, its first level quotes what is still there instead of \
      the smell as written. When every goal (or goal K) is met, says so. \
      Behaviour is not checked here: verify does that.
      """,
    arguments: [.chapter],
    accepting: [.option(goal), .option(level), .option(variant), .flag(.json)])

  var chapter: String
  var variant = "exercise"
  var level = 1
  var goal: Int?
  var json = false

  init(chapter: String, variant: String = "exercise", level: Int = 1, goal: Int? = nil, json: Bool = false) {
    self.chapter = chapter
    self.variant = variant
    self.level = level
    self.goal = goal
    self.json = json
  }

  init(_ arguments: ParsedArguments) throws(UsageError) {
    for option in [Self.variant, Self.level, Self.goal] where arguments.values(of: option).count > 1 {
      throw UsageError("`\(Self.signature.invocation)` takes one --\(option.name)")
    }
    let level =
      try arguments.number(of: Self.level, in: 1...GoalHint.maximumLevel, saying: "a hint level") ?? 1
    self.init(
      chapter: arguments.positionals[0], variant: arguments.values(of: Self.variant).first ?? "exercise",
      level: level, goal: try arguments.number(of: Self.goal, in: 1..., saying: "a goal's number"),
      json: arguments[.json])
  }

  func run(in runner: Runner) throws -> ExitCode {
    let chapter = try runner.chapter(named: chapter)
    let variant = try chapter.variant(named: variant)
    let checkup = chapter.goalCheckup(
      variant: variant.id, testRunner: runner.environment.testRunner,
      mutantJudge: runner.environment.mutantJudge(for: chapter, variant: variant.id))
    let goals = checkup?.results ?? []
    if let goal, goal > goals.count {
      throw UsageError(
        "--goal takes a goal's number from 1 to \(goals.count) (as verify numbers them on \(variant.id)), "
          + "not \"\(goal)\"")
    }
    let shown = goal.map { goals[$0 - 1] } ?? goals.first { !$0.isMet }
    let report = HintReport(
      number: chapter.number, chapter: chapter.name, variant: variant.id, level: level, goals: goals,
      branch: HintBranch(chapter, recognised: checkup?.architecture, nextGoal: shown), goalAsked: goal,
      openingFindings: shown.flatMap { chapter.openingFindings(ofGoal: $0.statement) })
    if json {
      try runner.writeJSON(report)
    } else {
      runner.console.write(report.rendered(style: runner.style, width: min(runner.environment.columns, 100)))
    }
    return .success
  }
}
