import Foundation
import Workbook

/// Runs a variant's scenarios in child processes, so that a trap in the variant's code (a
/// `fatalError`, a force-unwrap of nil, an index out of range) or an endless loop stops the child,
/// not the runner.
///
/// The child is the runner's own executable running the hidden command
/// `_cells <chapter> <variant> <scenario>…`, which prints one JSON `RunOutcome` per line as each
/// scenario finishes, and a trace line on its standard error as each action starts. When a child
/// dies, the scenario after the last one it reported is the one that trapped: it becomes a
/// `trapped` outcome with the crash's message, location and action, and a new child runs the
/// scenarios after it. When a scenario runs past its time limit, the child is stopped (its
/// backtrace first), the scenario is `hung`, with the action and the line it was on, and the
/// scenarios after it are not run (each `hung` as "not run").
public struct IsolatedRunner: Sendable {
  /// The environment variable that sets the time limit of one scenario, in seconds.
  public static let timeLimitVariable = "WORKBOOK_SCENARIO_TIME_LIMIT"
  /// The time limit of one scenario when nothing else is said: a scenario takes milliseconds.
  public static let defaultTimeLimit: TimeInterval = 10

  /// The runner's executable (or, in tests, any program that speaks the `_cells` protocol).
  public let executable: URL
  /// Arguments put before `_cells`.
  public let leadingArguments: [String]
  /// Folder that relative paths in crash reports are given from.
  public let packageRoot: URL?
  /// How long one scenario may take before its child is stopped and the scenario reported as
  /// hanging.
  public let timeLimit: TimeInterval
  /// How long a child that reports only at its end (`run --json`, `fuzz --json`) may take.
  public let wholeChildLimit: TimeInterval
  /// Whether a crashing child writes a backtrace, for the crash's location in the variant's code.
  /// It costs about 0.3 s a crash; a crash that is declared and expected needs only its message
  /// (which names its file and line).
  public let backtrace: Bool

  public init(
    executable: URL, leadingArguments: [String] = [], packageRoot: URL? = nil,
    timeLimit: TimeInterval = defaultTimeLimit, wholeChildLimit: TimeInterval = 300, backtrace: Bool = true
  ) {
    self.executable = executable
    self.leadingArguments = leadingArguments
    self.packageRoot = packageRoot
    self.timeLimit = timeLimit
    self.wholeChildLimit = wholeChildLimit
    self.backtrace = backtrace
  }

  /// Reads a time limit in seconds as the environment variable gives it (nil: not a positive
  /// number).
  public static func timeLimit(_ text: String) -> TimeInterval? {
    guard let seconds = TimeInterval(text.trimmingCharacters(in: .whitespaces)), seconds > 0,
      seconds.isFinite
    else { return nil }
    return seconds
  }

  /// Runs the scenarios against one variant, each outcome in order.
  public func outcomes(chapter: String, chapterName: String, variant: String, scenarios: [String])
    -> [RunOutcome]
  {
    let subject = { RunSubject(chapter: chapterName, variant: variant, scenario: $0) }
    var outcomes: [RunOutcome] = []
    var remaining = scenarios[...]
    while let first = remaining.first {
      let child: ChildProcess.Outcome
      do {
        child = try runChild([CellsCommand.signature.name, chapter, variant] + remaining, perScenario: true)
      } catch {
        let crash = "could not start \(executable.path): \(error)"
        return outcomes + remaining.map { RunOutcome(subject($0), .trapped(crash: crash)) }
      }
      let reported = Self.reportedOutcomes(in: child.output, expecting: remaining)
      outcomes += reported
      remaining = remaining.dropFirst(reported.count)
      // The child stopped before reporting this scenario: it took the child down, or hung.
      guard let stopped = remaining.popFirst() else { break }
      if child.timedOut {
        let arguments = [CellsCommand.signature.name, chapter, variant]
        let hang = hangVerdict(of: child, scenario: stopped, arguments: arguments)
        outcomes.append(RunOutcome(subject(stopped), hang))
        // A hang is seldom one scenario's: an endless loop in a launch would cost every
        // scenario its time limit, one after the other. The first one says it all.
        let notRun = Self.notRun(after: stopped)
        outcomes += remaining.map { RunOutcome(subject($0), .hung(hang: notRun)) }
        break
      }
      outcomes.append(RunOutcome(subject(stopped), verdict(of: child, scenario: stopped)))
      if stopped == first, child.couldNotRun {
        // The child could not run at all (a usage error, say): the rest would fail alike.
        let crash = crashDescription(of: child)
        outcomes += remaining.map { RunOutcome(subject($0), .trapped(crash: crash)) }
        break
      }
    }
    return outcomes
  }

  /// The outcomes a child reported, one JSON line each, as long as they are the scenarios it was
  /// given, in order.
  static func reportedOutcomes(in output: String, expecting scenarios: ArraySlice<String>) -> [RunOutcome] {
    let decoder = JSONDecoder()
    let decoded = output.split(separator: "\n").compactMap {
      try? decoder.decode(RunOutcome.self, from: Data($0.utf8))
    }
    return zip(decoded, scenarios).prefix { $0.0.subject.scenario == $0.1 }.map(\.0)
  }

  /// Runs the runner's executable with these arguments (after `leadingArguments`): a `_cells`
  /// child within the time limit of each scenario, any other within `wholeChildLimit`.
  func runChild(_ arguments: [String], perScenario: Bool = false, environment extra: [String: String] = [:])
    throws -> ChildProcess.Outcome
  {
    var environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
    // A readable crash report with source locations, and no colour or prompt: the backtracer
    // never waits for a key.
    environment["SWIFT_BACKTRACE"] = backtrace ? Self.backtraceSettings : "enable=no"
    environment["NO_COLOR"] = "1"
    // A child's own children (a chapter's declared traps) get the same time limit.
    environment[Self.timeLimitVariable] = "\(timeLimit)"
    // "Text file busy": an executable just written may still be open for writing in a child
    // another thread forked meanwhile; it closes at that child's exec, so a new launch succeeds.
    var attempt = 1
    while true {
      do {
        return try ChildProcess(
          executable: executable, arguments: leadingArguments + arguments, environment: environment
        ).run(limit: perScenario ? .perLine(timeLimit) : .whole(wholeChildLimit))
      } catch let error as NSError where attempt < 10 && Self.isTextFileBusy(error) {
        attempt += 1
        Thread.sleep(forTimeInterval: 0.05)
      }
    }
  }

  /// The Swift runtime's backtracer as a child's crash or hang needs it: no prompt, no colour,
  /// and only what the report reads, each thread's first 24 frames, with their source locations.
  /// Each frame costs its symbolication: with the registers and the images left out, and 24
  /// frames rather than 64, a backtrace of the 47 MB debug runner takes 0.9 s instead of 1.5 s.
  /// Every thread, as by default: the signal may land on one that waits while another loops.
  /// (Swift 6.3.1 shows only the crashed thread when `threads=all` is spelled out.)
  static let backtraceSettings =
    "enable=yes,interactive=no,color=no,registers=none,images=none,limit=24,top=0"

  /// What stopped a child on a scenario: a hang (with the action it was on) or a crash.
  func verdict(of child: ChildProcess.Outcome, scenario: String) -> Verdict {
    let action = ChildTrace.lastAction(of: scenario, in: child.errors)
    guard child.timedOut else {
      return .trapped(crash: crashDescription(of: child, action: action))
    }
    let place = CrashReport(
      standardError: ChildTrace.removingTraces(from: child.errors), packageRoot: packageRoot
    )
    .location
    return .hung(
      hang: "did not finish within \(Self.seconds(timeLimit)) s — "
        + (action.map { "at \($0.description)" } ?? "before its first action")
        + (place.map { ", \($0)" } ?? ""))
  }

  /// The verdict on a scenario that hung, with the line its main thread was on. A sample that
  /// lands where the debug information gives no line, or in a library (when `OwnCodePause` could
  /// not pause the child in its own code), may name no line or the loop's caller's; the scenario
  /// is deterministic, so it runs again (up to twice) until a sample lands in the child's code.
  func hangVerdict(of child: ChildProcess.Outcome, scenario: String, arguments: [String]) -> Verdict {
    var sample = child
    for _ in 0..<Self.hangResamples where backtrace && Self.isDoubtful(sample) {
      guard let again = try? runChild(arguments + [scenario], perScenario: true), again.timedOut
      else { break }
      sample = again
    }
    return verdict(of: sample, scenario: scenario)
  }

  /// How many times a hang is sampled again for its line.
  static let hangResamples = 2

  /// Whether the backtrace of a child stopped for hanging names a place but not its line, or
  /// one its first frame does not vouch for.
  private static func isDoubtful(_ child: ChildProcess.Outcome) -> Bool {
    let place = CrashReport(standardError: ChildTrace.removingTraces(from: child.errors))
    return place.location != nil && (!place.locationNamesLine || !place.locationIsSure)
  }

  /// Whether a launch failed because the executable was open for writing (ETXTBSY).
  private static func isTextFileBusy(_ error: NSError) -> Bool {
    let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
    return [error, underlying].contains { $0?.domain == NSPOSIXErrorDomain && $0?.code == Int(ETXTBSY) }
  }

  /// The account of a scenario left unrun after another hung.
  static func notRun(after scenario: String) -> String {
    "\(notRunPrefix)after scenario \(scenario) hung"
  }

  /// How the account of a scenario left unrun after a hang begins.
  public static let notRunPrefix = "not run, "

  /// The crash's message, location, the action it happened on, and how the process ended.
  func crashDescription(of outcome: ChildProcess.Outcome, action: ChildTrace? = nil) -> String {
    if outcome.timedOut {
      return "did not finish within \(Self.seconds(wholeChildLimit)) s; the child process was stopped"
    }
    let ending =
      outcome.killedBySignal
      ? "the process stopped on signal \(outcome.status)\(CrashReport.signalName(outcome.status).map { " (\($0))" } ?? "")"
      : "the process exited with status \(outcome.status)"
    return CrashReport(
      standardError: ChildTrace.removingTraces(from: outcome.errors), packageRoot: packageRoot
    )
    .summary(ending: ending, action: action?.description)
  }

  /// "10", "0.5".
  static func seconds(_ interval: TimeInterval) -> String {
    interval == interval.rounded() ? "\(Int(interval))" : "\(interval)"
  }
}
