import Foundation
import Workbook
import WorldKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One run of a child process, to its end or to its time limit: its standard output and error
/// (in files, not pipes, so that a long crash report cannot fill a pipe and block the child),
/// and how it ended.
struct ChildProcess {
  /// How long the child may run without progress, and what progress is.
  enum Limit {
    /// The whole run, for children that report once, at the end (`run --json`, `fuzz --json`).
    case whole(TimeInterval)
    /// Each stretch without output: `_cells` prints a line as each scenario ends, and a trace
    /// line as each action starts, so the limit is an action's at most.
    case perLine(TimeInterval)

    var seconds: TimeInterval {
      switch self {
      case .whole(let seconds), .perLine(let seconds): seconds
      }
    }
  }

  /// How a child process ended.
  struct Outcome {
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

  let executable: URL
  let arguments: [String]
  let environment: [String: String]

  /// Runs the child to its end, or stops it with SIGKILL once it runs past its limit.
  func run(limit: Limit) throws -> Outcome {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    // The child's app containers go in a folder of this process's, removed however the child ends
    // (killed for its time limit, it could not remove them itself).
    let sandboxes = try Sandbox.makeFolderForAChild()
    defer { try? FileManager.default.removeItem(at: sandboxes) }
    process.environment = childEnvironment(sandboxes: sandboxes)
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
    let timedOut = Self.wait(for: process, limit: limit, output: outputURL.path, errors: errorsURL.path)
    let end = ChildEnd.wait(for: process)
    try? output.close()
    try? errors.close()
    return Outcome(
      output: (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "",
      errors: (try? String(contentsOf: errorsURL, encoding: .utf8)) ?? "",
      status: end.status, killedBySignal: end.signalled, timedOut: timedOut)
  }

  /// The child's environment: this process's id, for the child to die with it (see
  /// ParentWatch), and the folder for its containers (see Sandbox).
  private func childEnvironment(sandboxes: URL) -> [String: String] {
    var environment = environment
    environment[ParentWatch.variable] = String(getpid())
    environment[Sandbox.folderVariable] = sandboxes.path
    return environment
  }

  /// How long a child may take to start (load, and print its first line) before its limit
  /// applies: a loaded machine takes seconds to start a large executable.
  static let startAllowance: TimeInterval = 10
  /// How long a child stopped for hanging has to write its backtrace (a fraction of a second
  /// on a quiet machine).
  static let backtraceAllowance: TimeInterval = 15
  /// How long a crashing child has to write its crash report.
  static let crashAllowance: TimeInterval = 60

  /// Waits for the child to end; past its limit, stops it and answers true. Progress is any
  /// output, on either stream (`_cells` traces each action on its standard error); the limit
  /// applies once the child has written something.
  private static func wait(for process: Process, limit: Limit, output: String, errors: String) -> Bool {
    var deadline = Date().addingTimeInterval(max(limit.seconds, startAllowance))
    var written = 0
    var crashing = false
    while ChildEnd.of(process) == nil {
      if case .perLine = limit {
        let size = (fileSize(output) ?? 0) + (fileSize(errors) ?? 0)
        if size != written, !crashing {
          written = size
          deadline = Date().addingTimeInterval(limit.seconds)
        }
      }
      if Date() > deadline {
        // A child writing its crash report is crashing, not hanging: symbolicating a large
        // binary on a loaded machine takes seconds without a byte written.
        if !crashing, isCrashing(errors) {
          crashing = true
          deadline = Date().addingTimeInterval(crashAllowance)
          continue
        }
        stop(process, errors: errors)
        return true
      }
      Thread.sleep(forTimeInterval: 0.002)
    }
    return false
  }

  /// Stops a child that hangs: SIGILL first, which the Swift runtime's backtracer catches, so
  /// that its standard error says which line the main thread was on; SIGKILL once the backtrace
  /// is written (the handler returns to the loop), or at once when there is no backtracer.
  private static func stop(_ process: Process, errors: String) {
    let pid = process.processIdentifier
    let backtraces = process.environment?["SWIFT_BACKTRACE"]?.hasPrefix("enable=yes") == true
    if backtraces {
      // In the looping function itself, so that the backtrace names its line.
      let paused = OwnCodePause.pause(pid)
      kill(pid, SIGILL)
      if paused { kill(pid, SIGCONT) }
      let deadline = Date().addingTimeInterval(backtraceAllowance)
      while ChildEnd.of(process) == nil, Date() < deadline, !hasBacktrace(errors) {
        Thread.sleep(forTimeInterval: 0.01)
      }
    }
    // SIGKILL: a child stuck in a loop gets no chance to linger. A guard (`_guard`, mutate's
    // test bundle) killed so could not end its program: what it runs is killed first.
    #if os(Linux)
      for descendant in ProcessGuard.descendants(of: pid) { kill(descendant, SIGKILL) }
    #endif
    kill(pid, SIGKILL)
  }

  /// Whether the child has trapped (or its app raised a UIKit fault, which symbolicates its line)
  /// and is writing its crash report.
  private static func isCrashing(_ path: String) -> Bool {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return false }
    return ["Fatal error", "Backtracing from", "Program crashed"].contains { text.contains($0) }
      || FaultTrace.isCrashing(text)
  }

  /// Whether the backtracer has finished writing ("Backtrace took 0.31s").
  private static func hasBacktrace(_ path: String) -> Bool {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return false }
    return text.contains("Backtrace took")
  }

  private static func fileSize(_ path: String) -> Int? {
    var status = stat()
    return stat(path, &status) == 0 ? Int(status.st_size) : nil
  }
}
