import Foundation
import Workbook

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a variant's scenarios in child processes, so that a trap in the variant's code (a
/// `fatalError`, a force-unwrap of nil, an index out of range) kills the child, not the runner.
///
/// The child is the runner's own executable running the hidden command
/// `_cells <chapter> <variant> <scenario>…`, which prints one JSON `RunOutcome` per line as each
/// scenario finishes. When a child dies, the scenario after the last one it reported is the one
/// that trapped: it becomes a `trapped` outcome with the crash's message and location, and a new
/// child runs the scenarios after it.
public struct IsolatedRunner: Sendable {
  /// The runner's executable (or, in tests, any program that speaks the `_cells` protocol).
  public let executable: URL
  /// Arguments put before `_cells`.
  public let leadingArguments: [String]
  /// Folder that relative paths in crash reports are given from.
  public let packageRoot: URL?
  /// How long one child may take before it is stopped and reported as hanging.
  public let timeout: TimeInterval
  /// Whether a crashing child writes a backtrace, for the crash's location in the variant's code.
  /// It costs about 0.3 s a crash; a crash that is declared and expected needs only its message
  /// (which names its file and line).
  public let backtrace: Bool

  public init(
    executable: URL, leadingArguments: [String] = [], packageRoot: URL? = nil, timeout: TimeInterval = 120,
    backtrace: Bool = true
  ) {
    self.executable = executable
    self.leadingArguments = leadingArguments
    self.packageRoot = packageRoot
    self.timeout = timeout
    self.backtrace = backtrace
  }

  /// How a child process ended.
  struct ChildOutcome {
    let output: String
    let errors: String
    /// The exit status, or the signal that stopped it.
    let status: Int32
    let killedBySignal: Bool
    let timedOut: Bool

    /// It ended on its own with a failure before doing anything: it could not run.
    var couldNotRun: Bool {
      !killedBySignal && !timedOut && status != 0
    }
  }

  /// Runs the scenarios against one variant, each outcome in order.
  public func outcomes(chapter: String, chapterName: String, variant: String, scenarios: [String])
    -> [RunOutcome]
  {
    let subject = { RunSubject(chapter: chapterName, variant: variant, scenario: $0) }
    var outcomes: [RunOutcome] = []
    var remaining = scenarios[...]
    while let first = remaining.first {
      let child: ChildOutcome
      do {
        child = try runChild([CellsCommand.signature.name, chapter, variant] + remaining)
      } catch {
        let crash = "could not start \(executable.path): \(error)"
        return outcomes + remaining.map { RunOutcome(subject($0), .trapped(crash: crash)) }
      }
      let reported = Self.reportedOutcomes(in: child.output, expecting: remaining)
      outcomes += reported
      remaining = remaining.dropFirst(reported.count)
      // The child stopped before reporting this scenario: it took the child down.
      guard let crashed = remaining.popFirst() else { break }
      let crash = crashDescription(of: child)
      outcomes.append(RunOutcome(subject(crashed), .trapped(crash: crash)))
      if crashed == first, child.couldNotRun {
        // The child could not run at all (a usage error, say): the rest would fail alike.
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

  func runChild(_ arguments: [String]) throws -> ChildOutcome {
    let process = Process()
    process.executableURL = executable
    process.arguments = leadingArguments + arguments
    var environment = ProcessInfo.processInfo.environment
    // A readable crash report with source locations, and no colour or prompt.
    environment["SWIFT_BACKTRACE"] = backtrace ? "enable=yes,interactive=no,color=no" : "enable=no"
    environment["NO_COLOR"] = "1"
    process.environment = environment
    // Files rather than pipes: a long crash report cannot fill a pipe and block the child.
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("workbook-child-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outputURL = folder.appendingPathComponent("stdout")
    let errorsURL = folder.appendingPathComponent("stderr")
    try Data().write(to: outputURL)
    try Data().write(to: errorsURL)
    let output = try FileHandle(forWritingTo: outputURL)
    let errors = try FileHandle(forWritingTo: errorsURL)
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    var timedOut = false
    while process.isRunning {
      if Date() > deadline {
        timedOut = true
        // SIGKILL: a child stuck in a loop gets no chance to linger.
        kill(process.processIdentifier, SIGKILL)
        break
      }
      Thread.sleep(forTimeInterval: 0.002)
    }
    process.waitUntilExit()
    try? output.close()
    try? errors.close()
    return ChildOutcome(
      output: (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "",
      errors: (try? String(contentsOf: errorsURL, encoding: .utf8)) ?? "",
      status: process.terminationStatus, killedBySignal: process.terminationReason == .uncaughtSignal,
      timedOut: timedOut)
  }

  func crashDescription(of outcome: ChildOutcome) -> String {
    if outcome.timedOut {
      let seconds = timeout == timeout.rounded() ? "\(Int(timeout))" : "\(timeout)"
      return "did not finish within \(seconds) s (an endless loop?); the child process was stopped"
    }
    let ending =
      outcome.killedBySignal
      ? "the process stopped on signal \(outcome.status)\(CrashReport.signalName(outcome.status).map { " (\($0))" } ?? "")"
      : "the process exited with status \(outcome.status)"
    return CrashReport(standardError: outcome.errors, packageRoot: packageRoot).summary(ending: ending)
  }
}
