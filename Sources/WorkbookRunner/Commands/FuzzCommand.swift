import Foundation
import Workbook

/// `workbook fuzz [<chapter>]`: generated scenarios on every variant, each compared with the
/// variant it must behave like.
struct FuzzCommand: WorkbookCommand, Equatable {
  /// The same option as `run`'s: declared once.
  static let variant = RunCommand.variant
  static let count = Option(
    "count", value: "N", help: "how many scenarios to generate per chapter (\(FuzzOptions.defaultCount))")
  static let seed = Option("seed", value: "S", help: "the first scenario's seed (1); scenario k has seed S+k")
  static let maxActions = Option(
    "max-actions", value: "K",
    help: "the most actions a scenario has, launch included (\(FuzzOptions.defaultMaxActions))")
  static let jobs = Option(
    "jobs", value: "J",
    help: "child processes sharing each chapter's scenarios (one a core: \(defaultJobs)); 1: this process")
  /// One process a core, as the matrix uses them.
  static let defaultJobs = ProcessInfo.processInfo.activeProcessorCount

  static let signature = CommandSignature(
    name: "fuzz",

    summary: "random scenarios: every variant against the variant it must behave like",
    details: """
      Generates scenarios from the chapter's action model (what the screen shows, and what its \
      catalog says to type, pick and do to the world), runs each on every variant and compares \
      the variant with its reference: the root, or the nearest step above it that declares a \
      divergence. A difference is shrunk to a few actions and printed three ways: the seed that \
      replays it, the first differing action side by side, and Swift to paste into the \
      catalog's Scenarios.swift. Without a chapter, every chapter. Each chapter's scenarios are \
      shared among --jobs child processes (one a core); with --jobs 1, this process runs them \
      all, the exercise included, unless --isolate puts them in a child: a trap there is \
      reported (exit 2) instead of stopping the runner.
      """,
    arguments: [
      Argument("<chapter>", help: "\(Argument.chapter.help); none: every chapter", isOptional: true)
    ],
    accepting: [
      .option(variant), .option(count), .option(seed), .option(maxActions), .option(jobs), .flag(.json),
      .flag(.isolate),
    ])

  var chapter: String?
  var variants: [String] = []
  var options = FuzzOptions()
  var json = false
  var isolate = false
  var jobs = defaultJobs

  init(
    chapter: String?, variants: [String] = [], options: FuzzOptions = FuzzOptions(), json: Bool = false,
    isolate: Bool = false, jobs: Int = defaultJobs
  ) {
    self.chapter = chapter
    self.variants = variants
    self.options = options
    self.json = json
    self.isolate = isolate
    self.jobs = jobs
  }

  init(_ arguments: ParsedArguments) throws(UsageError) {
    var options = FuzzOptions()
    options.count =
      try arguments.number(of: Self.count, in: 1..., saying: "a number of scenarios") ?? options.count
    options.maxActions =
      try arguments.number(of: Self.maxActions, in: 1..., saying: "a number of actions") ?? options.maxActions
    if let seed = arguments.last(of: Self.seed) {
      guard let value = UInt64(seed) else {
        throw UsageError("--\(Self.seed.name) takes a whole number (0 or more), not \"\(seed)\"")
      }
      options.seed = value
    }
    self.init(
      chapter: arguments.positionals.first, variants: arguments.values(of: Self.variant), options: options,
      json: arguments[.json], isolate: arguments[.isolate],
      jobs: try arguments.number(of: Self.jobs, in: 1..., saying: "a number of processes") ?? Self.defaultJobs
    )
  }

  func run(in runner: Runner) throws -> ExitCode {
    let chapters = try chapter.map { [try runner.chapter(named: $0)] } ?? runner.library
    if !variants.isEmpty, chapters.count != 1 {
      throw UsageError("--\(Self.variant.name) needs a chapter: variants are named within one")
    }
    let reports = try chapters.map { chapter in
      var options = options
      options.variants = try variants.map { try chapter.variant(named: $0).id }
      return try FuzzRun(chapter: chapter, options: options, isolate: isolate, jobs: jobs).report(
        in: runner, quiet: json)
    }
    if json {
      try runner.writeJSON(reports)
    } else {
      runner.console.write(
        FuzzSummary(reports: reports, style: runner.style, columns: runner.environment.columns).text)
    }
    if reports.contains(where: \.crashed) { return .crashed }
    return reports.contains { !$0.findings.isEmpty || $0.worldFailure != nil } ? .checksFailed : .success
  }
}
