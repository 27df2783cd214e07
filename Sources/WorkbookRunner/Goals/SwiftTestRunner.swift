import Foundation
import Workbook

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the tests a goal asks for with `swift test --filter`, in the package's root, as a child
/// process: the test targets are not linked into the runner, and a trap in a test must not take
/// the runner down. The first run after an edit builds the test targets (a minute or more cold
/// on two cores); later ones only what changed.
public struct SwiftTestRunner: TestRunning {
  /// Where Package.swift is.
  public let packageRoot: URL
  /// The `swift` program and the arguments before `test` (tests put a stand-in here).
  public let command: [String]
  /// How long a run (build included) may take before it is stopped and reported as hanging.
  public let timeout: TimeInterval
  /// Says what is being run, before it runs (on a terminal: it can take a while).
  public let announce: @Sendable (String) -> Void

  public init(
    packageRoot: URL, command: [String] = ["/usr/bin/env", "swift"], timeout: TimeInterval = 900,
    announce: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.packageRoot = packageRoot
    self.command = command
    self.timeout = timeout
    self.announce = announce
  }

  /// The arguments after the program: `test --filter <regex>`.
  static func arguments(for tests: TestSelection) -> [String] {
    ["test", "--filter", tests.filter]
  }

  public func failures(of tests: TestSelection) -> [String]? {
    let arguments = Array(command.dropFirst()) + Self.arguments(for: tests)
    announce(
      "running \(tests.names.joined(separator: ", ")): swift \(Self.arguments(for: tests).joined(separator: " "))"
    )
    do {
      let (status, output) = try run(arguments)
      return status == 0 ? nil : Self.failures(in: output, status: status)
    } catch {
      return ["could not run swift test: \(error)"]
    }
  }

  /// Runs the child with no terminal input (a crashing test's backtracer must not wait for a
  /// key), its output gathered in a temporary file (a pipe could fill up and stall it).
  private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-test-\(UUID()).log")
    guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: log.path])
    }
    defer { try? FileManager.default.removeItem(at: log) }
    let handle = try FileHandle(forWritingTo: log)
    defer { try? handle.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = arguments
    process.currentDirectoryURL = packageRoot
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    guard let end = process.end(within: timeout) else {
      stop(process)
      return (-1, "✘ swift test took more than \(Int(timeout)) s and was stopped")
    }
    let status = end.signalled ? 128 + end.status : end.status
    return (status, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
  }

  /// Asks the child to stop (SIGTERM: `swift test` then stops its own children), and kills it
  /// if it has not within two seconds.
  private func stop(_ process: Process) {
    process.terminate()
    if process.end(within: 2) == nil {
      kill(process.processIdentifier, SIGKILL)
      _ = process.end(within: 2)
    }
  }

  /// What failed, from the output of a run that did: the build's errors, or the failing tests'
  /// issues (Swift Testing marks them ✘, XCTest says "error:"); else the output's last lines.
  static func failures(in output: String, status: Int32) -> [String] {
    let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let marked = lines.filter { $0.contains("✘") || $0.contains(" error: ") || $0.hasPrefix("error: ") }
    var seen = Set<String>()
    let failures = (marked.isEmpty ? Array(lines.suffix(5)) : marked).filter { seen.insert($0).inserted }
    return failures.isEmpty ? ["swift test exited with status \(status)"] : failures.map { shortened($0) }
  }

  /// A line of at most 200 characters.
  private static func shortened(_ line: String) -> String {
    line.count <= 200 ? line : String(line.prefix(199)) + "…"
  }
}
