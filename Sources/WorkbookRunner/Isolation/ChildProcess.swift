import Foundation

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
    /// Each stretch between two lines of its standard output: `_cells` prints a line as each
    /// scenario ends, so the limit is a scenario's.
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
    var environment = environment
    // The child dies with this process (see ParentWatch).
    environment[ParentWatch.variable] = String(getpid())
    process.environment = environment
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
    let timedOut = Self.wait(for: process, limit: limit, output: outputURL.path)
    process.waitUntilExit()
    try? output.close()
    try? errors.close()
    return Outcome(
      output: (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "",
      errors: (try? String(contentsOf: errorsURL, encoding: .utf8)) ?? "",
      status: process.terminationStatus, killedBySignal: process.terminationReason == .uncaughtSignal,
      timedOut: timedOut)
  }

  /// Waits for the child to end; past its limit, kills it and answers true.
  private static func wait(for process: Process, limit: Limit, output path: String) -> Bool {
    var deadline = Date().addingTimeInterval(limit.seconds)
    var outputSize = 0
    while process.isRunning {
      if case .perLine = limit, let size = fileSize(path), size != outputSize {
        outputSize = size
        deadline = Date().addingTimeInterval(limit.seconds)
      }
      if Date() > deadline {
        // SIGKILL: a child stuck in a loop gets no chance to linger.
        kill(process.processIdentifier, SIGKILL)
        return true
      }
      Thread.sleep(forTimeInterval: 0.002)
    }
    return false
  }

  private static func fileSize(_ path: String) -> Int? {
    var status = stat()
    return stat(path, &status) == 0 ? Int(status.st_size) : nil
  }
}
