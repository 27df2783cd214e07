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
  static let bar = Flag(
    "bar",
    help: "the book's bar: step 0 and every architecture's last step, each ≥ 95 % killed, "
      + "compared with the chapter's record (every chapter when none is named)")
  static let record = Flag("record", help: "with --bar: write the run as each chapter's record")

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
      build tried again). Outcomes are judged as the variant mutated is judged (its declared \
      divergences and expected failures hold for its mutants). The unmutated variant runs first \
      and must pass every scenario; then each mutant runs every scenario of the chapter in a \
      child process (a scenario the variant may trap on in one of its own), --jobs at once: the \
      first scenario whose judged outcome does not hold (a transcript that differs, a declared \
      trap gone, a trap, a run past the time limit: twice the unmutated run, or \
      WORKBOOK_SCENARIO_TIME_LIMIT) kills it; the survivors then \
      meet the chapter's unit tests that import the variant, copied to import the mutant module \
      (on Linux). Prints the score \
      (killed ÷ mutants run), each survivor as a one-line diff with its place, grouped by type, \
      the mutants the catalog declares equivalent (not run, not counted), the build's time and \
      the mutants judged a second. Exits 0 only when no mutant survives.

      With --bar, mutates step 0 and every architecture's last step (the variants `workbook \
      compare` shows) of the chapter, or of every chapter, and exits 0 only when the suite kills \
      at least 95 % of each one's mutants and each chapter's record \
      (Chapters/NN-Name/\(MutationRecord.fileName), which its page shows) says what the run \
      found; --record writes the run as the record instead of comparing.
      """,
    arguments: [
      Argument(
        "<chapter>", help: "\(Argument.chapter.help); none, with --bar: every chapter", isOptional: true)
    ],
    accepting: [.option(variant), .option(type), .option(jobs), .flag(bar), .flag(record), .flag(.json)])

  /// Nil only with `--bar`: every chapter.
  var chapter: String?
  var variant = "exercise"
  var type: String?
  var jobs = defaultJobs
  var json = false
  /// `--bar`, and `--record` with it.
  var bar = false
  var record = false

  init(
    chapter: String?, variant: String = "exercise", type: String? = nil, jobs: Int = defaultJobs,
    json: Bool = false, bar: Bool = false, record: Bool = false
  ) {
    self.chapter = chapter
    self.variant = variant
    self.type = type
    self.jobs = jobs
    self.json = json
    self.bar = bar
    self.record = record
  }

  init(_ arguments: ParsedArguments) throws(UsageError) {
    for option in [Self.variant, Self.type] where arguments.values(of: option).count > 1 {
      throw UsageError(
        "`\(Self.signature.invocation)` takes one --\(option.name); got "
          + arguments.values(of: option).joined(separator: " and "))
    }
    let bar = arguments[Self.bar]
    try Self.check(arguments, bar: bar)
    self.init(
      chapter: arguments.positionals.first, variant: arguments.last(of: Self.variant) ?? "exercise",
      type: arguments.last(of: Self.type),
      jobs: try arguments.number(of: Self.jobs, in: 1..., saying: "a number of child processes")
        ?? Self.defaultJobs,
      json: arguments[.json], bar: bar, record: arguments[Self.record])
  }

  /// A chapter is needed but with --bar; --bar mutates its own variants, whole; --record is --bar's.
  private static func check(_ arguments: ParsedArguments, bar: Bool) throws(UsageError) {
    if !bar, arguments.positionals.isEmpty {
      throw UsageError("`\(signature.invocation)` takes <chapter> (or --bar, for every chapter); got none")
    }
    if bar, let option = [variant, type].first(where: { arguments.last(of: $0) != nil }) {
      throw UsageError(
        "--bar mutates step 0 and every architecture's last step, whole: it takes no --\(option.name)")
    }
    if arguments[record], !bar {
      throw UsageError("--record writes what --bar found: use them together")
    }
  }

  func run(in runner: Runner) throws -> ExitCode {
    guard !bar else { return try runBar(in: runner) }
    let chapter = try runner.chapter(named: chapter ?? "")
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

  @MainActor private func runBar(in runner: Runner) throws -> ExitCode {
    let chapters = try chapter.map { [try runner.chapter(named: $0)] } ?? runner.library
    let report = try MutationBar(chapters: chapters, jobs: jobs, records: record, runner: runner).report()
    if json {
      try runner.writeJSON(report)
    } else {
      runner.console.write(report.rendered(style: runner.style))
    }
    return report.exitCode
  }
}
