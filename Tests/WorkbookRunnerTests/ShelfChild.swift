import Foundation
import Testing

@testable import Workbook
@testable import WorkbookFixtures
@testable import WorkbookRunner

/// This test binary standing in for the runner's executable on the Shelf chapter, so that the
/// runner's child processes are real: a wrapper script runs the binary again with only
/// `shelfChild` selected, which runs a `Runner` on a Shelf book with the arguments it was given
/// and exits with its code, as `workbook` does (ParentWatch included).
struct ShelfChild {
  static let arguments = "WORKBOOK_TEST_SHELF_ARGUMENTS"
  static let root = "WORKBOOK_TEST_SHELF_ROOT"
  static let exercise = "WORKBOOK_TEST_SHELF_EXERCISE"
  static let executable = "WORKBOOK_TEST_SHELF_EXECUTABLE"
  static let armed = "WORKBOOK_TEST_SHELF_ARMED"
  /// The scenarios the exercise is declared to trap on (`exerciseTraps(on:)`), comma-separated.
  static let traps = "WORKBOOK_TEST_SHELF_TRAPS"

  /// The exercise declared to trap as `.neverAdds` does, on these scenarios.
  static func exerciseTraps(on scenarios: [String]) -> [ExpectedFailure] {
    scenarios.isEmpty
      ? []
      : [
        ExpectedFailure(
          variant: "exercise", scenarios: scenarios, crash: .fatalError("notImplemented"),
          reason: "+ was never written")
      ]
  }

  /// The wrapper: `workbook`, as far as the runner can tell.
  let script: URL
  /// Each process the wrapper became, one a line in order: its process id and arguments.
  let pids: URL
  /// Written by a child once it watches its parent.
  let armed: URL

  /// Writes the wrapper for a book whose exercise behaves so.
  init(book: ShelfBook, exercise: ShelfBehaviour) throws {
    try self.init(root: book.root, exercise: exercise)
  }

  /// Writes the wrapper for a book to be made at `root`, whose exercise behaves so.
  private init(root: URL, exercise: ShelfBehaviour) throws {
    let folder = root.appendingPathComponent("bin", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    script = folder.appendingPathComponent("workbook")
    pids = folder.appendingPathComponent("pids")
    armed = folder.appendingPathComponent("armed")
    let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    try """
    #!/bin/sh
    echo "$$ $*" >> '\(pids.path)'
    export \(Self.root)='\(root.path)' \(Self.exercise)='\(exercise.rawValue)'
    export \(Self.executable)='\(script.path)' \(Self.armed)='\(armed.path)'
    \(Self.arguments)="$(printf '%s\\n' "$@")" exec '\(binary)' --testing-library swift-testing --filter shelfChild

    """.write(to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
  }

  /// A Shelf book in a new temporary folder, whose exercise behaves so, made and approved by the
  /// wrapper (`workbook approve 99`), and its wrapper, with no process written yet. Made here, the
  /// book would wait for the main actor, behind every UIKit-shaped test queued on it: the
  /// clocked tests, one at a time, waited there for most of the suite's run (issue 27).
  static func approvedBook(exercise: ShelfBehaviour) async throws -> ShelfChild {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "workbook-tests-\(UUID().uuidString)", isDirectory: true)
    let child = try ShelfChild(root: root, exercise: exercise)
    let (code, output) = try await child.run(["approve", "99"])
    try #require(code == .success, "\(output)")
    try FileManager.default.removeItem(at: child.pids)
    return child
  }

  /// The book's folder, whose `bin` holds the wrapper.
  var root: URL { script.deletingLastPathComponent().deletingLastPathComponent() }

  /// Removes the book.
  func remove() {
    try? FileManager.default.removeItem(at: root)
  }

  /// The process ids written so far.
  func processes() -> [pid_t] {
    runs().compactMap { $0.first.flatMap { pid_t($0) } }
  }

  /// The arguments each process was given, in order.
  func arguments() -> [[String]] {
    runs().map { Array($0.dropFirst()) }
  }

  private func runs() -> [[String]] {
    ((try? String(contentsOf: pids, encoding: .utf8)) ?? "").split(separator: "\n").map {
      $0.split(separator: " ").map(String.init)
    }
  }

  /// Whether a process still runs (a zombie, dead but not yet reaped, does not).
  static func isRunning(_ pid: pid_t) -> Bool {
    guard kill(pid, 0) == 0 else { return false }
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return true }
    return stat[stat.index(close, offsetBy: 2)] != "Z"
  }

  /// Runs the wrapper, `workbook <arguments>`, to its end: its exit code (nil: a signal ended it)
  /// and its standard output. A runner in the test's own process would hold the main actor, which
  /// the UIKit-shaped tests all need, for as long as its children take (issue 27: the crash and
  /// hang tests held it for half the suite's run); awaited here, the wait holds no thread.
  func run(_ arguments: [String], timeLimit: String? = nil) async throws -> (code: ExitCode?, output: String)
  {
    let process = Process()
    process.executableURL = script
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment[IsolatedRunner.timeLimitVariable] = timeLimit
    process.environment = environment
    let output = pids.deletingLastPathComponent().appendingPathComponent("output-\(UUID().uuidString)")
    try Data().write(to: output)
    let handle = try FileHandle(forWritingTo: output)
    defer { try? handle.close() }
    process.standardOutput = handle
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Its end as first seen: asked again, a zombie Foundation has just reaped, before it marks
    // the process ended, would have none.
    var ended = ChildEnd.of(process)
    while ended == nil {
      try await Task.sleep(for: .milliseconds(5))
      ended = ChildEnd.of(process)
    }
    let end = try #require(ended)
    return (
      end.signalled ? nil : ExitCode(rawValue: end.status), try String(contentsOf: output, encoding: .utf8)
    )
  }

  /// Starts the wrapper running `workbook verify 99`, silent, and waits until its child has armed
  /// the Shelf (started its scenario): the runner a test is about to stop.
  func startVerifying() async throws -> Process {
    let runner = Process()
    runner.executableURL = script
    runner.arguments = ["verify", "99"]
    runner.standardOutput = FileHandle.nullDevice
    runner.standardError = FileHandle.nullDevice
    try runner.run()
    let armed = try await Self.eventually(60) { FileManager.default.fileExists(atPath: self.armed.path) }
    if !armed { kill(runner.processIdentifier, SIGKILL) }
    try #require(armed, "the runner's child never started")
    return runner
  }

  /// Waits until `condition` holds or `seconds` pass, holding no thread; answers whether it held.
  static func eventually(_ seconds: TimeInterval, until condition: () -> Bool) async throws -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
      if Date() > deadline { return false }
      try await Task.sleep(for: .milliseconds(10))
    }
    return true
  }

  /// Waits until `condition` holds or `seconds` pass; answers whether it held.
  static func wait(_ seconds: TimeInterval, until condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
      if Date() > deadline { return false }
      Thread.sleep(forTimeInterval: 0.01)
    }
    return true
  }
}

/// What the wrapper runs: only when the wrapper asks for it (otherwise it is skipped).
@MainActor
@Test(.enabled(if: ProcessInfo.processInfo.environment[ShelfChild.arguments] != nil))
func shelfChild() throws {
  let environment = ProcessInfo.processInfo.environment
  // `workbook _guard <program> …`, as main.swift reads it before anything else.
  ProcessGuard.runIfAsked(
    ["workbook"] + (environment[ShelfChild.arguments] ?? "").split(separator: "\n").map(String.init))
  ParentWatch.arm()
  if let armed = environment[ShelfChild.armed], environment[ParentWatch.variable] != nil {
    _ = FileManager.default.createFile(atPath: armed, contents: Data())
  }
  let root = URL(fileURLWithPath: try #require(environment[ShelfChild.root]), isDirectory: true)
  let exercise = try #require(environment[ShelfChild.exercise].flatMap(ShelfBehaviour.init(rawValue:)))
  let traps = (environment[ShelfChild.traps] ?? "").split(separator: ",").map(String.init)
  let book = try ShelfBook(
    expectedFailures: ShelfChild.exerciseTraps(on: traps), exercise: exercise, root: root)
  var runnerEnvironment = RunnerEnvironment(
    executable: environment[ShelfChild.executable].map { URL(fileURLWithPath: $0) }, packageRoot: root)
  runnerEnvironment.scenarioTimeLimit = environment[IsolatedRunner.timeLimitVariable]
  runnerEnvironment.runsHere = environment[RunnerEnvironment.runHereVariable] != nil
  let runner = Runner(library: [book.chapter], environment: runnerEnvironment, console: .standardStreams())
  let arguments = try #require(environment[ShelfChild.arguments]).split(separator: "\n").map(String.init)
  exit(runner.run(arguments).rawValue)
}
