import Foundation
import Workbook

/// `workbook mutate <chapter>`: plants small bugs in a variant and says which ones the chapter's
/// scenarios notice.
struct MutateCommand: WorkbookCommand, Equatable {
  static let variant = Option(
    "variant", value: "V", help: "the variant to mutate (default: exercise): \(Argument.variantForms)")
  static let type = Option("type", value: "T", help: "only the mutants planted in this type (its name)")
  static let jobs = Option(
    "jobs", value: "N", help: "how many child processes judge mutants at once (\(defaultJobs))")

  /// Children at once when `--jobs` is not given: the book's two cores.
  static let defaultJobs = 2

  static let signature = CommandSignature(
    name: "mutate",
    summary: "plant small bugs in a variant: which does the suite notice?",
    details: """
      Plants mutants in the variant's sources (the exercise unless --variant names another): \
      comparisons flipped, conditions negated, statements with an effect dropped, literals \
      changed, `weak` dropped, arguments swapped, early returns. Every mutant is compiled once, \
      each behind a switch (mutant schemata), into a runner of its own built with \
      UNMASSIVE_MUTANTS=<chapter> (a planted line that does not compile is dropped, and the \
      build tried again). The unmutated variant runs first and must pass every scenario; then \
      each mutant runs every scenario of the chapter in a child process, --jobs at once: the \
      first scenario whose transcript differs, or that traps, or that runs past the time limit \
      (twice the unmutated run, or WORKBOOK_SCENARIO_TIME_LIMIT), kills it; the survivors then \
      meet the chapter's unit tests that import the variant, copied to import the mutant module \
      (on Linux). Prints the score \
      (killed ÷ mutants run), each survivor as a one-line diff with its place, grouped by type, \
      the mutants the catalog declares equivalent (not run, not counted), the build's time and \
      the mutants judged a second. Exits 0 only when no mutant survives.
      """,
    arguments: [.chapter],
    accepting: [.option(variant), .option(type), .option(jobs), .flag(.json)])

  var chapter: String
  var variant = "exercise"
  var type: String?
  var jobs = defaultJobs
  var json = false

  init(
    chapter: String, variant: String = "exercise", type: String? = nil, jobs: Int = defaultJobs,
    json: Bool = false
  ) {
    self.chapter = chapter
    self.variant = variant
    self.type = type
    self.jobs = jobs
    self.json = json
  }

  init(_ arguments: ParsedArguments) throws(UsageError) {
    for option in [Self.variant, Self.type] where arguments.values(of: option).count > 1 {
      throw UsageError(
        "`\(Self.signature.invocation)` takes one --\(option.name); got "
          + arguments.values(of: option).joined(separator: " and "))
    }
    self.init(
      chapter: arguments.positionals[0], variant: arguments.last(of: Self.variant) ?? "exercise",
      type: arguments.last(of: Self.type),
      jobs: try arguments.number(of: Self.jobs, in: 1..., saying: "a number of child processes")
        ?? Self.defaultJobs,
      json: arguments[.json])
  }

  func run(in runner: Runner) throws -> ExitCode {
    let chapter = try runner.chapter(named: chapter)
    let variant = try chapter.variant(named: variant)
    let report = try MutationSession(
      chapter: chapter, variant: variant, type: type, jobs: jobs, runner: runner
    )
    .report()
    if json {
      try runner.writeJSON(report)
    } else {
      runner.console.write(report.rendered(style: runner.style))
    }
    return report.exitCode
  }
}
