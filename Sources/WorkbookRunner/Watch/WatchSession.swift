import Foundation
import Workbook

/// The loop of `workbook watch`: polls the exercise, rebuilds the runner and runs the freshly
/// built `workbook verify --json` on every change, and draws the screen; reads keys on a
/// terminal. It runs on the main actor, blocking: polling and waiting for children is all it does.
@MainActor
final class WatchSession {
  /// How `swift build` and the runner are found.
  struct Tools {
    /// `swift`, through `env` (the PATH's).
    var swift = URL(fileURLWithPath: "/usr/bin/env")
    var swiftArguments = ["swift"]
    /// Arguments of verify after `verify <chapter>`.
    var verifyArguments = ["--json"]
  }

  private let chapter: Chapter
  private let runner: Runner
  private let exercise: URL
  private let tools: Tools
  private let terminal: TerminalMode?
  private let cleanup: WatchCleanup
  private let clears: Bool
  private var detector = ChangeDetector()
  /// The exercise's tests, `Tests/<Chapter>Tests/Exercise/`: a save there runs the saved test.
  private let tests: URL
  private var testsDetector = ChangeDetector()
  private var testsSettled = ExerciseSnapshot(stamps: [:])
  private var screen: WatchScreen?
  private var hintLevel = 1
  /// The goals of the last verdict, and the statement of the goal being worked on (`WatchFocus`).
  private var lastGoals: [GoalResult]?
  private var focus: String?
  private var quitting = false

  /// How often the folder is polled (and keys read).
  static let pollInterval: TimeInterval = 0.1
  /// The screen's width when the terminal is wider, or unknown.
  static let widestScreen = 102
  /// A save seen while a round ran: the round was stopped, and the next one starts at once.
  private var savedDuringRound: Date?
  /// Whether a save stops the child now running (not while the runner's folder is asked for).
  private var watchesDuringChildren = false

  init(chapter: Chapter, exercise: URL, runner: Runner, tools: Tools = Tools(), keys: Bool, clears: Bool) {
    self.chapter = chapter
    self.exercise = exercise
    self.runner = runner
    self.tools = tools
    tests = runner.environment.packageRoot.appendingPathComponent(
      "Tests/\(chapter.name)Tests/Exercise", isDirectory: true)
    terminal = keys ? TerminalMode() : nil
    cleanup = WatchCleanup(terminal: terminal)
    self.clears = clears
  }

  /// Runs until `q` or Ctrl-C (a key), or a signal (which exits from its handler).
  func run() -> ExitCode {
    cleanup.installSignalHandlers()
    terminal?.enterKeyMode()
    defer { cleanup.perform() }
    let binPath: URL
    do {
      binPath = try builtProductsFolder()
    } catch {
      runner.console.writeError("workbook: \(error)\n")
      return .checksFailed
    }
    var snapshot = ExerciseSnapshot.take(of: exercise)
    detector.built(snapshot.contents(of: exercise), snapshot: snapshot)
    testsSettled = ExerciseSnapshot.take(of: tests)
    testsDetector.built(testsSettled.contents(of: tests), snapshot: testsSettled)
    watchesDuringChildren = true
    rounds(cause: "started", savedAt: Date(), binPath: binPath)
    while !quitting {
      handle(keys: readKeys(), binPath: binPath)
      guard !quitting else { break }
      snapshot = ExerciseSnapshot.take(of: exercise)
      switch detector.poll(snapshot, contents: { snapshot.contents(of: exercise) }) {
      case .rebuild(let savedAt): rounds(cause: "saved", savedAt: savedAt, binPath: binPath)
      case .sameContents: status("saved with the same contents at \(clock(Date())): nothing to rebuild")
      case .unchanged, .settling:
        pollTests(binPath: binPath)
        // A save of the exercise stopped the test: its round now.
        if let saved = savedDuringRound { rounds(cause: "saved", savedAt: saved, binPath: binPath) }
      }
    }
    runner.console.write("\n")
    return .success
  }

  // MARK: - Keys

  private func readKeys() -> [UInt8] {
    guard let terminal else {
      Thread.sleep(forTimeInterval: Self.pollInterval)
      return []
    }
    return terminal.keys(within: Self.pollInterval)
  }

  /// Ctrl-C (3), Ctrl-D (4) and q quit; h shows the next hint level; r re-runs.
  private func handle(keys: [UInt8], binPath: URL) {
    for key in keys {
      switch key {
      case 3, 4, UInt8(ascii: "q"), UInt8(ascii: "Q"):
        quitting = true
        return
      case UInt8(ascii: "h"), UInt8(ascii: "H"):
        nextHint()
      case UInt8(ascii: "r"), UInt8(ascii: "R"):
        let snapshot = ExerciseSnapshot.take(of: exercise)
        detector.built(snapshot.contents(of: exercise), snapshot: snapshot)
        rounds(cause: "re-run", savedAt: Date(), binPath: binPath)
      default: break
      }
    }
  }

  /// The next level of the hint of the goal worked on, back to the first after the last.
  private func nextHint() {
    guard let shown = screen, case .verified(let report) = shown.verdict,
      let index = WatchScreen.hinted(report.goals, focus: shown.focus), let hint = report.goals[index].hint
    else { return }
    hintLevel = hintLevel >= hint.levels ? 1 : hintLevel + 1
    draw(shown.with(hintLevel: hintLevel))
  }

  /// Waits for a child, reading keys and polling the exercise: q or Ctrl-C stops it and the
  /// loop; a save stops it, and the round starts again with the new sources.
  private func keepRunning() -> Bool {
    let keys = readKeys()
    if keys.contains(where: { [3, 4, UInt8(ascii: "q"), UInt8(ascii: "Q")].contains($0) }) {
      quitting = true
      return false
    }
    guard watchesDuringChildren else { return true }
    let snapshot = ExerciseSnapshot.take(of: exercise)
    if case .rebuild(let savedAt) = detector.poll(snapshot, contents: { snapshot.contents(of: exercise) }) {
      savedDuringRound = savedAt
      return false
    }
    return true
  }

  /// A round, and another at once for each save made while one ran (which stopped it).
  private func rounds(cause: String, savedAt: Date, binPath: URL) {
    savedDuringRound = nil
    round(cause: cause, savedAt: savedAt, binPath: binPath)
    while !quitting, let saved = savedDuringRound {
      savedDuringRound = nil
      round(cause: "saved", savedAt: saved, binPath: binPath)
    }
  }

  // MARK: - The attendee's tests

  /// Runs the test saved in the tests folder, if one was.
  private func pollTests(binPath: URL) {
    let snapshot = ExerciseSnapshot.take(of: tests)
    guard
      case .rebuild(let savedAt) = testsDetector.poll(snapshot, contents: { snapshot.contents(of: tests) })
    else { return }
    let changed = snapshot.stamps.filter { testsSettled.stamps[$0.key] != $0.value }
    testsSettled = snapshot
    guard let saved = changed.max(by: { $0.value.modified < $1.value.modified })?.key else { return }
    testRound(tests.appendingPathComponent(saved), savedAt: savedAt)
  }

  /// `swift test --filter` the saved file's test, and its verdict on the screen.
  private func testRound(_ file: URL, savedAt: Date) {
    let filter = WatchTestRun.filter(forFile: file)
    status("saved \(clock(savedAt)): swift test --filter \(filter)…")
    let start = Date()
    guard let run = runChild(tools.swift, tools.swiftArguments + ["test", "--filter", filter]) else { return }
    let log = run.output + "\n" + run.errors
    let timing = WatchTiming(
      savedAt: savedAt, verdictAt: Date(), buildSeconds: Date().timeIntervalSince(start), verifySeconds: nil,
      cause: "saved")
    if run.status != 0,
      let error = CompilerDiagnostic.firstError(
        in: log, packageRoot: runner.environment.packageRoot, preferredFolder: tests)
    {
      return draw(verdict: .doesNotCompile(error), timing: timing)
    }
    let verdict = WatchTestRun.reading(
      log, file: runner.relativePath(file), filter: filter, passed: run.status == 0)
    draw(verdict: .testRan(verdict), timing: timing)
  }

  // MARK: - A round: build, verify, draw

  private func round(cause: String, savedAt: Date, binPath: URL) {
    guard FileManager.default.fileExists(atPath: exercise.path) else {
      draw(
        verdict: .exerciseMissing(WatchCommand.missingMessage(exercise, chapter: chapter, runner: runner)),
        timing: nil)
      return
    }
    status("\(cause) \(clock(savedAt)): building…")
    let buildStart = Date()
    guard let build = runChild(tools.swift, tools.swiftArguments + ["build", "--product", "workbook"]) else {
      return
    }
    let buildSeconds = Date().timeIntervalSince(buildStart)
    guard build.status == 0 else {
      let verdict = Self.buildVerdict(
        build.output + "\n" + build.errors, packageRoot: runner.environment.packageRoot, exercise: exercise)
      draw(
        verdict: verdict,
        timing: WatchTiming(
          savedAt: savedAt, verdictAt: Date(), buildSeconds: buildSeconds, verifySeconds: nil, cause: cause))
      return
    }
    status("\(cause) \(clock(savedAt)): built in \(WatchTiming.seconds(buildSeconds)), verifying…")
    let verifyStart = Date()
    let executable = binPath.appendingPathComponent("workbook")
    // The first verdict uses only judgements by mutants already made: building the mutants
    // would take it past the loop's budget. A judgement still to come follows it.
    guard
      let verify = runChild(
        executable, ["verify", chapter.number] + tools.verifyArguments,
        environment: Self.keptJudgementsOnly(ProcessInfo.processInfo.environment))
    else { return }
    let verdict = Self.verifyVerdict(verify)
    draw(
      verdict: verdict,
      timing: WatchTiming(
        savedAt: savedAt, verdictAt: Date(), buildSeconds: buildSeconds,
        verifySeconds: Date().timeIntervalSince(verifyStart), cause: cause))
    if Self.awaitsJudgement(verdict) {
      judgementRound(savedAt: savedAt, buildSeconds: buildSeconds, executable: executable)
    }
  }

  /// The later verdict: verify again, judging the tests by their mutants (a build of the
  /// mutants, then a run of the tests for each); a save stops it, as it stops any child.
  private func judgementRound(savedAt: Date, buildSeconds: TimeInterval, executable: URL) {
    status("judging your tests by their mutants (a build, then a run for each)…")
    let start = Date()
    guard let verify = runChild(executable, ["verify", chapter.number] + tools.verifyArguments) else {
      return
    }
    draw(
      verdict: Self.verifyVerdict(verify),
      timing: WatchTiming(
        savedAt: savedAt, verdictAt: Date(), buildSeconds: buildSeconds,
        verifySeconds: Date().timeIntervalSince(start), cause: "judged"))
  }

  /// The environment of the first verify: judgements by mutants already made only, unless
  /// the attendee turned them off.
  nonisolated static func keptJudgementsOnly(_ environment: [String: String]) -> [String: String] {
    var environment = environment
    if environment[RunnerEnvironment.mutantJudgeVariable] != "off" {
      environment[RunnerEnvironment.mutantJudgeVariable] = "kept"
    }
    return environment
  }

  /// Whether a verdict has a goal whose judgement by mutants is still to come.
  nonisolated static func awaitsJudgement(_ verdict: WatchVerdict) -> Bool {
    guard case .verified(let report) = verdict else { return false }
    return report.goals.contains { $0.findings.contains(where: MutantJudgement.isPending) }
  }

  /// Runs a child to its end (nil: stopped by a key, and the loop ends).
  private func runChild(
    _ executable: URL, _ arguments: [String],
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> WatchChild.Ending? {
    var environment = environment
    environment["NO_COLOR"] = "1"
    // The runner's children die with it (see ParentWatch), and theirs with them.
    environment[ParentWatch.variable] = String(getpid())
    do {
      // Through a guard: the build's compilers, or verify's children, end with the watch.
      let (program, guarded) =
        runner.environment.executable.map {
          ProcessGuard.arguments(runner: $0, program: executable, arguments)
        } ?? (executable, arguments)
      let child = try WatchChild(
        executable: program, arguments: guarded, directory: runner.environment.packageRoot,
        environment: environment)
      try child.start()
      cleanup.running(child.processIdentifier)
      defer { cleanup.running(0) }
      let ending = child.wait(whileRunning: keepRunning)
      return ending.stopped ? nil : ending
    } catch {
      return WatchChild.Ending(
        output: "", errors: "could not start \(executable.path): \(error)", status: 127, stopped: false)
    }
  }

  /// A failed build: the attendee's first error, else the log's last lines.
  nonisolated static func buildVerdict(_ log: String, packageRoot: URL, exercise: URL) -> WatchVerdict {
    if let error = CompilerDiagnostic.firstError(in: log, packageRoot: packageRoot, preferredFolder: exercise)
    {
      return .doesNotCompile(error)
    }
    let lines = log.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("[") }
    return .buildFailed(lastLines: Array(lines.suffix(WatchScreen.sectionLines)))
  }

  /// The verify child's report, or what it said instead.
  nonisolated static func verifyVerdict(_ ending: WatchChild.Ending) -> WatchVerdict {
    if let report = try? JSONDecoder().decode(VerifyReport.self, from: Data(ending.output.utf8)) {
      return .verified(report)
    }
    let said = (ending.errors + "\n" + ending.output).trimmingCharacters(in: .whitespacesAndNewlines)
    return .couldNotVerify("exit status \(ending.status)" + (said.isEmpty ? "" : "\n" + said))
  }

  // MARK: - The screen

  private func draw(verdict: WatchVerdict, timing: WatchTiming?) {
    var index: Int?
    var opening: [String]?
    if case .verified(let report) = verdict {
      index = WatchFocus.goal(in: report.goals, previous: lastGoals, kept: focus)
      let statement = index.map { report.goals[$0].statement }
      // A new goal worked on starts its hint again at its first level.
      if statement != focus { hintLevel = 1 }
      focus = statement
      lastGoals = report.goals
      opening = statement.flatMap { chapter.openingFindings(ofGoal: $0) }
    }
    draw(
      WatchScreen(
        number: chapter.number, chapter: chapter.name, verdict: verdict, timing: timing, hintLevel: hintLevel,
        keys: terminal != nil, exercisePath: runner.relativePath(exercise),
        testsPath: FileManager.default.fileExists(atPath: tests.path) ? runner.relativePath(tests) : nil,
        width: min(TerminalSize.columns() ?? Self.widestScreen, Self.widestScreen),
        height: clears ? TerminalSize.rows() : nil, focus: index, openingFindings: opening))
  }

  private func draw(_ next: WatchScreen) {
    screen = next
    let text = next.rendered(style: runner.style)
    runner.console.write(
      clears ? "\u{1B}[H\u{1B}[2J\u{1B}[3J" + text : text + String(repeating: "─", count: 40) + "\n")
  }

  /// A line under the screen: what the loop is doing now.
  private func status(_ text: String) {
    runner.console.write(runner.style.dim("· \(text)") + "\n")
  }

  private func clock(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "HH:mm:ss"
    return formatter.string(from: date)
  }

  /// Where `swift build` puts the runner it builds.
  private func builtProductsFolder() throws -> URL {
    guard let ending = runChild(tools.swift, tools.swiftArguments + ["build", "--show-bin-path"]) else {
      throw WatchError("stopped")
    }
    let path = ending.output.split(separator: "\n").last.map(String.init) ?? ""
    guard ending.status == 0, path.hasPrefix("/") else {
      throw WatchError("`swift build --show-bin-path` failed: \(ending.errors)")
    }
    return URL(fileURLWithPath: path, isDirectory: true)
  }
}
