import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A child process of `workbook watch` (`swift build`, then `workbook verify --json`): its
/// output goes to files (a long build log cannot fill a pipe and stall it), its input is
/// /dev/null (a backtracer never waits for a key), and it can be stopped with everything it
/// started: Foundation starts it as the leader of a process group of its own, which is what is
/// signalled.
final class WatchChild {
  /// How a child ended.
  struct Ending {
    let output: String
    let errors: String
    let status: Int32
    /// Stopped by `stop()` (a key, a signal) rather than ending on its own.
    let stopped: Bool
  }

  private let process = Process()
  private let folder: URL
  private let outputURL: URL
  private let errorsURL: URL
  private var stopped = false

  init(executable: URL, arguments: [String], directory: URL, environment: [String: String]) throws {
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = environment
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("workbook-watch-\(UUID().uuidString)", isDirectory: true)
    outputURL = folder.appendingPathComponent("stdout")
    errorsURL = folder.appendingPathComponent("stderr")
  }

  var processIdentifier: Int32 { process.processIdentifier }

  /// Starts it.
  func start() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data().write(to: outputURL)
    try Data().write(to: errorsURL)
    process.standardOutput = try FileHandle(forWritingTo: outputURL)
    process.standardError = try FileHandle(forWritingTo: errorsURL)
    process.standardInput = FileHandle.nullDevice
    try process.run()
  }

  var isRunning: Bool { process.isRunning }

  /// Stops it and its process group: SIGINT first (SwiftPM then stops its compilers), SIGKILL
  /// for whatever is left a second later.
  func stop() {
    stopped = true
    Self.stopGroup(process.processIdentifier)
  }

  /// Signals a child's process group, then kills what remains; safe from any thread.
  static func stopGroup(_ leader: Int32) {
    guard leader > 0 else { return }
    kill(-leader, SIGINT)
    kill(leader, SIGINT)
    let deadline = Date().addingTimeInterval(1)
    while kill(leader, 0) == 0, Date() < deadline {
      usleep(20_000)
      // A zombie answers kill(0) too: reaping is Foundation's; a zombie is gone enough.
      if processState(leader) == "Z" { break }
    }
    kill(-leader, SIGKILL)
  }

  /// The process's state letter from /proc (nil where there is no /proc).
  private static func processState(_ pid: Int32) -> String? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.range(of: ") ", options: .backwards)
    else { return nil }
    return String(stat[close.upperBound...].prefix(1))
  }

  /// Waits for it to end, calling `whileRunning` every 50 ms (the loop reads keys there; it
  /// returns false to stop the child).
  func wait(whileRunning: () -> Bool) -> Ending {
    while ChildEnd.of(process) == nil {
      if !whileRunning() {
        stop()
        break
      }
    }
    let end = ChildEnd.wait(for: process)
    defer { try? FileManager.default.removeItem(at: folder) }
    return Ending(
      output: (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "",
      errors: (try? String(contentsOf: errorsURL, encoding: .utf8)) ?? "",
      status: end.status, stopped: stopped)
  }
}
