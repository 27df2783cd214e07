import Foundation
import Workbook

/// The `workbook` command line: reads the arguments, runs the command they name against the
/// library of chapters, writes to a console and answers an exit status. Everything but the
/// process itself (arguments, environment, `isatty`, `exit`) lives here, so that tests can drive
/// it.
@MainActor
public final class Runner {
  public let library: [Chapter]
  public let environment: RunnerEnvironment
  public let console: Console

  public init(library: [Chapter], environment: RunnerEnvironment, console: Console) {
    self.library = library
    self.environment = environment
    self.console = console
  }

  /// Colour or plain.
  public var style: TextStyle { environment.style }

  /// Runs the command the arguments (without the executable's name) ask for.
  public func run(_ arguments: [String]) -> ExitCode {
    do {
      switch try CommandTable.parse(arguments) {
      case .help(let text):
        console.write(text)
        return .success
      case .command(let command):
        _ = try scenarioTimeLimit()  // a bad WORKBOOK_SCENARIO_TIME_LIMIT is a usage error, children or not
        return try command.run(in: self)
      }
    } catch let error as UsageError {
      console.writeError("workbook: \(error.message)\n")
      return .usage
    } catch {
      console.writeError("workbook: \(error)\n")
      return .checksFailed
    }
  }

  // MARK: - What the commands share

  /// The chapter the user named (see Lookup.swift).
  func chapter(named name: String) throws(UsageError) -> Chapter {
    try library.chapter(named: name)
  }

  /// Checks one run in this process, the names already resolved.
  func outcome(_ chapter: Chapter, variant: String, scenario: String) throws(UsageError) -> RunOutcome {
    guard let outcome = chapter.check(variant: variant, scenario: scenario) else {
      throw UsageError("\(chapter.name) has no variant \"\(variant)\" or no scenario \"\(scenario)\"")
    }
    return outcome
  }

  /// Checks scenarios on one variant: all in child processes with `isolate` or when the variant
  /// is the exercise (see `runsIsolated`); otherwise in this one, but for those that may trap
  /// (see `Chapter.mayTrap`), which run in a child.
  func outcomes(_ chapter: Chapter, variant: String, scenarios: [String], isolate: Bool) throws
    -> [RunOutcome]
  {
    let jobs = try isolatedJobs(chapter, variant: variant, scenarios: scenarios, isolate: isolate)
    guard !jobs.isEmpty else {
      return try scenarios.map { try outcome(chapter, variant: variant, scenario: $0) }
    }
    var byScenario: [String: RunOutcome] = [:]
    let timeLimit = try scenarioTimeLimit(chapter, variant: variant, scenarios: scenarios)
    for job in jobs {
      let found = try isolatedRunner(backtrace: job.backtrace, timeLimit: timeLimit)
        .outcomes(
          chapter: chapter.number, chapterName: chapter.name, variant: variant, scenarios: job.scenarios
        )
        .map(chapter.judged)
      for outcome in found { byScenario[outcome.subject.scenario] = outcome }
    }
    return try scenarios.map { scenario in
      try byScenario.removeValue(forKey: scenario) ?? outcome(chapter, variant: variant, scenario: scenario)
    }
  }

  /// Whether a variant always runs in child processes, isolation asked for or not: the exercise,
  /// the attendee's code, which may trap or never end (a step is approved code, and runs here),
  /// once it differs from the step it started from (a byte-for-byte copy of a step is that step's
  /// code, as safe as it). Only a runner that knows its own executable can start children (tests
  /// driving a `Runner` in their own process run the exercise there).
  func runsIsolated(_ chapter: Chapter, variant: String) -> Bool {
    guard environment.executable != nil, case .exercise = chapter.variant(variant)?.kind else { return false }
    return (try? FolderContents.exerciseIsUntouched(chapter)) != true
  }

  /// The scenarios of a variant that run in child processes, in one child per kind: those it is
  /// declared to trap on (no backtrace: the trap is expected), then the rest if it runs isolated,
  /// else those that may trap all the same (an untouched exercise copied from a step declared to
  /// trap), with a backtrace, for the crash's location.
  private func isolatedJobs(_ chapter: Chapter, variant: String, scenarios: [String], isolate: Bool) throws
    -> [IsolatedCells.Job]
  {
    if isolate {
      return [IsolatedCells.Job(variant: variant, scenarios: scenarios, backtrace: true)]
    }
    let trapping = scenarios.filter { chapter.traps(variant: variant, scenario: $0) }
    let rest = scenarios.filter { !trapping.contains($0) }
    let others =
      runsIsolated(chapter, variant: variant)
      ? rest : rest.filter { chapter.mayTrap(variant: variant, scenario: $0) }
    return [
      IsolatedCells.Job(variant: variant, scenarios: trapping, backtrace: false),
      IsolatedCells.Job(variant: variant, scenarios: others, backtrace: true),
    ].filter { !$0.scenarios.isEmpty }
  }

  /// Starts the cells of a chapter's matrix that run in child processes (its declared traps and
  /// the exercise's column), nil when there are none, or when every cell runs isolated anyway.
  func isolatedCells(_ chapter: Chapter, variants: [String], scenarios: [String], isolate: Bool) throws
    -> IsolatedCells?
  {
    guard !isolate else { return nil }
    let jobs = try variants.flatMap {
      try isolatedJobs(chapter, variant: $0, scenarios: scenarios, isolate: false)
    }
    guard !jobs.isEmpty else { return nil }
    let time = try scenarioTimeLimit()
    let executable = environment.executable
    let root = environment.packageRoot
    return IsolatedCells(chapter, jobs: jobs) { backtrace in
      // Every job has a child only where the executable is known (see `runsIsolated`).
      IsolatedRunner(
        executable: executable ?? URL(fileURLWithPath: "/nonexistent"), packageRoot: root, timeLimit: time,
        backtrace: backtrace)
    }
  }

  func isolatedRunner(backtrace: Bool, timeLimit: TimeInterval? = nil) throws -> IsolatedRunner {
    guard let executable = environment.executable else {
      throw UsageError(
        "--\(Flag.isolate.name) needs the runner's own executable, which this process cannot locate")
    }
    return IsolatedRunner(
      executable: executable, packageRoot: environment.packageRoot,
      timeLimit: try timeLimit ?? scenarioTimeLimit(),
      backtrace: backtrace)
  }

  /// The time limit of one scenario in a child process: `WORKBOOK_SCENARIO_TIME_LIMIT` seconds,
  /// else 10.
  func scenarioTimeLimit() throws(UsageError) -> TimeInterval {
    guard let text = environment.scenarioTimeLimit else { return IsolatedRunner.defaultTimeLimit }
    guard let seconds = IsolatedRunner.timeLimit(text) else {
      throw UsageError(
        "\(IsolatedRunner.timeLimitVariable) must be a number of seconds greater than 0, such as 10 or 0.5;"
          + " got \"\(text)\"")
    }
    return seconds
  }

  /// A path relative to the package's root, for messages.
  func relativePath(_ url: URL) -> String {
    url.path(relativeTo: environment.packageRoot)
  }

  /// Writes a value as the `--json` of every command.
  func writeJSON<Value: Encodable>(_ value: Value) throws {
    console.write(try Self.json(value))
  }

  /// The `--json` of every command: pretty, keys sorted, slashes as they are.
  nonisolated static func json<Value: Encodable>(_ value: Value) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
  }
}
