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
/// `_cells <chapter> <variant> <scenario>…`, which prints one JSON `MatrixCell` per line as each
/// scenario finishes. When a child dies, the scenario after the last one it reported is the one
/// that trapped: it becomes a `trapped` cell with the crash's message and location, and a new
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

  public init(
    executable: URL, leadingArguments: [String] = [], packageRoot: URL? = nil, timeout: TimeInterval = 120
  ) {
    self.executable = executable
    self.leadingArguments = leadingArguments
    self.packageRoot = packageRoot
    self.timeout = timeout
  }

  /// How a child process ended.
  struct ChildOutcome {
    let output: String
    let errors: String
    /// The exit status, or the signal that stopped it.
    let status: Int32
    let killedBySignal: Bool
    let timedOut: Bool
  }

  /// Runs the scenarios against one variant, each cell in order.
  public func cells(chapter: String, chapterName: String, variant: String, scenarios: [String])
    -> [MatrixCell]
  {
    var cells: [MatrixCell] = []
    var remaining = scenarios[...]
    while let next = remaining.first {
      let outcome: ChildOutcome
      do {
        outcome = try runChild(["_cells", chapter, variant] + remaining)
      } catch {
        return cells
          + remaining.map {
            MatrixCell.trapped(
              chapter: chapterName, variant: variant, scenario: $0,
              crash: "could not start \(executable.path): \(error)")
          }
      }
      let decoder = JSONDecoder()
      let reported = outcome.output.split(separator: "\n").compactMap { line in
        try? decoder.decode(MatrixCell.self, from: Data(line.utf8))
      }
      for cell in reported where cell.scenario == remaining.first {
        cells.append(cell)
        remaining = remaining.dropFirst()
      }
      guard remaining.first != nil else { break }
      // The child stopped before reporting `crashed`: that scenario took it down.
      let crashed = remaining.removeFirst()
      cells.append(
        .trapped(
          chapter: chapterName, variant: variant, scenario: crashed, crash: crashDescription(of: outcome)))
      if crashed == next, reported.isEmpty, !outcome.killedBySignal, !outcome.timedOut, outcome.status != 0 {
        // The child could not run at all (a usage error, say): don't try every other scenario.
        cells += remaining.map {
          .trapped(chapter: chapterName, variant: variant, scenario: $0, crash: crashDescription(of: outcome))
        }
        break
      }
    }
    return cells
  }

  private func runChild(_ arguments: [String]) throws -> ChildOutcome {
    let process = Process()
    process.executableURL = executable
    process.arguments = leadingArguments + arguments
    var environment = ProcessInfo.processInfo.environment
    // A readable crash report with source locations, and no colour or prompt.
    environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no"
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

  private func crashDescription(of outcome: ChildOutcome) -> String {
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

/// What a crashed Swift process printed on its standard error, boiled down to the message and
/// where it happened.
public struct CrashReport: Equatable, Sendable {
  /// The runtime's message with the location it gives: "Fatal error: Unexpectedly found nil
  /// while unwrapping an Optional value (FoodTrackerExercise/MealTableViewController.swift:42)".
  public let message: String?
  /// The first frame of the backtrace that has source information: "in viewDidLoad() at
  /// Chapters/01-FoodTracker/Exercise/MealTableViewController.swift:42".
  public let location: String?

  /// Reads a crash from a process's standard error. Paths under `packageRoot` are shown
  /// relative to it.
  public init(standardError: String, packageRoot: URL? = nil) {
    let lines = standardError.split(separator: "\n").map(String.init)
    let kinds = ["Fatal error", "Precondition failed", "Assertion failed", "Unexpectedly found nil"]
    message =
      lines.lazy.compactMap { line -> String? in
        guard let kind = kinds.first(where: { line.contains("\($0)") }),
          let range = line.range(of: kind)
        else { return nil }
        let place = line[..<range.lowerBound].trimmingCharacters(in: CharacterSet(charactersIn: ": "))
        let text = String(line[range.lowerBound...])
        return place.isEmpty ? text : "\(text) (\(place))"
      }.first
    let root = packageRoot.map { $0.standardizedFileURL.path + "/" }
    location =
      lines.lazy.compactMap { line -> String? in
        // "  3 [ra] 0x000056386d1f5f95 g(_:) + 52 in u at /tmp/trap/u.swift:2:28"
        guard let at = line.range(of: " at /", options: .backwards) else { return nil }
        var path = String(line[line.index(before: at.upperBound)...])
        if let root, path.hasPrefix(root) { path = String(path.dropFirst(root.count)) }
        let frame = line[..<at.lowerBound]
        guard let address = frame.range(of: " 0x") else { return "at \(path)" }
        let symbolAndImage = frame[address.upperBound...].drop { $0 != " " }.dropFirst()
        let symbol =
          symbolAndImage.range(of: " + ").map { symbolAndImage[..<$0.lowerBound] } ?? symbolAndImage
        return "in \(symbol) at \(path)"
      }.first
  }

  /// The message, the location and how the process ended, one per line.
  public func summary(ending: String) -> String {
    ([message ?? "(no message from the Swift runtime)"] + (location.map { [$0] } ?? []) + [ending])
      .joined(separator: "\n")
  }

  /// SIGILL for 4, and so on, for the signals a trap or a crash raises.
  public static func signalName(_ signal: Int32) -> String? {
    [
      4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT", 7: "SIGBUS", 8: "SIGFPE", 9: "SIGKILL", 11: "SIGSEGV",
      15: "SIGTERM",
    ][
      signal]
  }
}
