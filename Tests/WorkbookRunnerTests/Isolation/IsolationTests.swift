import Foundation
import Testing

@testable import Workbook
@testable import WorkbookFixtures
@testable import WorkbookRunner

/// `--isolate`: a variant that traps kills its child process, not the runner.
struct IsolationTests {
  /// What a Swift 6 program prints on Linux when a force-unwrap of nil traps, backtrace on.
  static let forceUnwrapCrash = """
    TinyExercise/ItemsViewController.swift:12: Fatal error: Unexpectedly found nil while unwrapping an Optional value

    *** Signal 4: Backtracing from 0x7fed5116df7f... done ***

    *** Program crashed: Illegal instruction at 0x00007fed5116df7f ***

    Thread 0 "workbook" crashed:

      0      0x00007fed5116df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
      1 [ra] 0x00007fed512f961f _assertionFailure(_:_:file:line:flags:) + 302 in libswiftCore.so
      2 [ra] 0x000056386d1f5f95 ItemsViewController.viewDidLoad() + 52 in workbook at /work/unmassive/Chapters/99-Tiny/Exercise/ItemsViewController.swift:12:28
      3 [ra] 0x000056386d1f608c main + 139 in workbook at /work/unmassive/Sources/workbook/main.swift:3:7
    """

  @Test func crashReportKeepsTheMessageAndTheFirstFrameWithASourceLocation() {
    let report = CrashReport(
      standardError: Self.forceUnwrapCrash, packageRoot: URL(fileURLWithPath: "/work/unmassive"))
    #expect(
      report.message
        == "Fatal error: Unexpectedly found nil while unwrapping an Optional value (TinyExercise/ItemsViewController.swift:12)"
    )
    #expect(
      report.location
        == "in ItemsViewController.viewDidLoad() at Chapters/99-Tiny/Exercise/ItemsViewController.swift:12:28"
    )
    #expect(
      report.summary(ending: "the process stopped on signal 4 (SIGILL)") == """
        Fatal error: Unexpectedly found nil while unwrapping an Optional value (TinyExercise/ItemsViewController.swift:12)
        in ItemsViewController.viewDidLoad() at Chapters/99-Tiny/Exercise/ItemsViewController.swift:12:28
        the process stopped on signal 4 (SIGILL)
        """)
  }

  /// The first frame in the variant's own code, not the standard library's, the harness's or the
  /// chapter's Kit, however deep.
  @Test func crashReportLocatesTheCrashInTheVariantsOwnCode() {
    let crash = """
      Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
        0      0x00007fed5116df7f _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
        1 [ra] 0x000056386d1f5f95 Array.subscript.getter + 52 in workbook at /build/swift/stdlib/Array.swift:90:3
        2 [ra] 0x000056386d1f5f96 Meal.rating.getter + 12 in workbook at /work/unmassive/Chapters/01-FoodTracker/Kit/Meal.swift:20:5
        3 [ra] 0x000056386d1f5f97 MealTableViewController.tableView(_:cellForRowAt:) + 80 in workbook at /work/unmassive/Chapters/01-FoodTracker/Exercise/MealTableViewController.swift:77:21
        4 [ra] 0x000056386d1f5f98 AppSession.record(_:number:) + 80 in workbook at /work/unmassive/Sources/Workbook/AppSession.swift:60:9
      """
    let report = CrashReport(standardError: crash, packageRoot: URL(fileURLWithPath: "/work/unmassive"))
    #expect(
      report.location
        == "in MealTableViewController.tableView(_:cellForRowAt:) at Chapters/01-FoodTracker/Exercise/MealTableViewController.swift:77:21"
    )
    #expect(CrashReport.isVariantCode("Chapters/04-MegaController/Steps/3-Presenter/Controller.swift"))
    #expect(!CrashReport.isVariantCode("Chapters/04-MegaController/Kit/Task.swift"))
    #expect(
      report.summary(ending: "the process stopped on signal 4 (SIGILL)", action: "action 3 (tap \"Save\")")
        .split(separator: "\n").dropFirst(2).first == "during action 3 (tap \"Save\")")
  }

  /// A UIKit fault raised in the action that trapped is the crash, at the fault's line; one
  /// raised in an action that ended without trapping is not.
  @Test(arguments: [
    ("", true), ("a line the app logged\n", true), ("workbook-trace: launch 2 tap \"+\"\n", false),
  ])
  func crashReportIsTheFaultThatPrecededTheTrap(traceAfterTheFault: String, isTheFault: Bool) {
    let fault = """
      workbook-trace: launch 1 launch
      workbook-fault: *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', \
      reason: 'Could not load NIB in bundle: 'NSBundle </Applications/App.app> (loaded)' with name 'Sections''
      workbook-fault-at: in AppDelegate.application(_:didFinishLaunchingWithOptions:) at \
      /work/unmassive/Chapters/99-Tiny/Exercise/AppDelegate.swift:15:13

      """
    let errors = ChildTrace.removingTraces(from: fault + traceAfterTheFault + Self.forceUnwrapCrash)
    let report = CrashReport(standardError: errors, packageRoot: URL(fileURLWithPath: "/work/unmassive"))
    #expect(report.message?.contains("Could not load NIB in bundle") == isTheFault)
    let location =
      "in AppDelegate.application(_:didFinishLaunchingWithOptions:) at Chapters/99-Tiny/Exercise/AppDelegate.swift:15:13"
    #expect((report.location == location) == isTheFault)
    #expect(FaultTrace.isCrashing(fault + traceAfterTheFault) == isTheFault)
  }

  @Test func crashReportWithoutBacktraceOrMessage() {
    let bare = CrashReport(
      standardError: "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range\n")
    #expect(bare.message == "Fatal error: Index out of range (Swift/ContiguousArrayBuffer.swift:692)")
    #expect(bare.location == nil)
    #expect(CrashReport(standardError: "Segmentation fault\n").message == nil)
    #expect(CrashReport.signalName(11) == "SIGSEGV")
  }

  /// A stand-in for the runner's executable that speaks the `_cells` protocol: each scenario
  /// reports a cell, except "trap", which crashes the process like a Swift trap does, and "hang".
  static func fakeRunner() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "workbook-isolation-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let script = folder.appendingPathComponent("fake-workbook")
    try """
    #!/bin/sh
    [ "$1" = "_cells" ] || { echo "workbook: unknown command" >&2; exit 64; }
    [ "$3" = "unknown" ] && { echo "workbook: Tiny has no variant \\"unknown\\"" >&2; exit 64; }
    variant=$3
    shift 3
    for scenario in "$@"; do
      case "$scenario" in
        trap)
          echo "TinyExercise/ItemsViewController.swift:12: Fatal error: Unexpectedly found nil while unwrapping an Optional value" >&2
          kill -ILL $$ ;;
        hang) exec sleep 30 ;;
        hang-sampled-off-line | hang-sampled-in-a-library)
          # The first sample lands where the debug information gives no line, or in a library
          # with the loop's frame off the chain; the next lands in the loop.
          at="/w/Chapters/99-Tiny/Exercise"
          if [ -e "$0.$scenario" ]; then
            echo "  0      0x0 ItemsViewController.addItem() + 88 in workbook at $at/Items.swift:131:9" >&2
          elif [ "$scenario" = hang-sampled-off-line ]; then
            touch "$0.$scenario"
            echo "  0 [system] 0x0 ItemsViewController.addItem() + 90 in workbook at $at/Items.swift" >&2
          else
            touch "$0.$scenario"
            echo "  0      0x0 swift_release in libswiftCore.so" >&2
            echo "  1 [ra] 0x0 applicationMain(in:) + 248 in workbook at $at/Info.plist.swift:14:15" >&2
          fi
          echo "Backtrace took 0.01s" >&2
          exec sleep 30 ;;
      esac
      printf '{"chapter":"Tiny","message":"ok","scenario":"%s","status":"same","variant":"%s"}\\n' "$scenario" "$variant"
    done

    """.write(to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    return script
  }

  @Test func aTrapBecomesATrappedCellAndTheOtherScenariosStillRun() throws {
    let fake = try Self.fakeRunner()
    defer { try? FileManager.default.removeItem(at: fake.deletingLastPathComponent()) }
    let runner = IsolatedRunner(executable: fake)
    let cells = runner.outcomes(
      chapter: "99", chapterName: "Tiny", variant: "exercise",
      scenarios: ["launch", "trap", "add-item", "trap", "end"])
    #expect(cells.map(\.subject.scenario) == ["launch", "trap", "add-item", "trap", "end"])
    #expect(cells.map(\.verdict.symbol) == ["✓", "‼", "✓", "‼", "✓"])
    let trapped = try #require(cells.first { $0.verdict.status == .trapped })
    #expect(
      trapped.message == """
        Tiny · variant exercise · scenario trap: crashed the runner's child process
        Fatal error: Unexpectedly found nil while unwrapping an Optional value (TinyExercise/ItemsViewController.swift:12)
        the process stopped on signal 4 (SIGILL)
        """)
  }

  @Test func aHangingChildIsStoppedAndReported() throws {
    let fake = try Self.fakeRunner()
    defer { try? FileManager.default.removeItem(at: fake.deletingLastPathComponent()) }
    // Long enough for the next child to start and answer on a loaded machine (0.5 s was not).
    let runner = IsolatedRunner(executable: fake, timeLimit: 2)
    let cells = runner.outcomes(
      chapter: "99", chapterName: "Tiny", variant: "exercise", scenarios: ["hang", "end"])
    // The scenario after a hang is not run: a hang is seldom one scenario's.
    #expect(cells.map(\.verdict.status) == [.hung, .hung])
    #expect(
      cells.first?.message
        == "Tiny · variant exercise · scenario hang: did not finish within 2 s — before its first action;"
        + " its child process was stopped")
    #expect(cells.last?.message.contains("not run, after scenario hang hung") == true)
  }

  /// A sample that names no line (an instruction the compiler made), or that landed in a
  /// library (the loop's frame off the chain), is taken again.
  @Test(arguments: ["hang-sampled-off-line", "hang-sampled-in-a-library"])
  func aHangIsSampledAgainUntilItsBacktraceLandsInItsCode(scenario: String) throws {
    let fake = try Self.fakeRunner()
    defer { try? FileManager.default.removeItem(at: fake.deletingLastPathComponent()) }
    let runner = IsolatedRunner(executable: fake, packageRoot: URL(fileURLWithPath: "/w"), timeLimit: 1)
    let cells = runner.outcomes(
      chapter: "99", chapterName: "Tiny", variant: "exercise", scenarios: [scenario])
    #expect(
      cells.first?.message
        == "Tiny · variant exercise · scenario \(scenario): did not finish within 1 s — before its"
        + " first action, in ItemsViewController.addItem() at Chapters/99-Tiny/Exercise/Items.swift:131:9;"
        + " its child process was stopped")
    let frame = "  0 [ra] 0x0 f() + 1 in w at /w/a.swift"
    #expect(!CrashReport(standardError: frame + "\n").locationNamesLine)
    #expect(CrashReport(standardError: frame + ":3:1\n").locationNamesLine)
    #expect(CrashReport(standardError: frame + ":3:1\n").locationIsSure)
    // A getter the compiler made vouches for its caller, not for a frame further down.
    let getter = "  0 [system] 0x0 Items.items.getter + 9 in w at //<compiler-generated>\n"
    let loop = "0x0 f() + 1 in w at /w/Chapters/99-Tiny/Exercise/a.swift:3:1\n"
    #expect(CrashReport(standardError: getter + "  1 [ra] " + loop).locationIsSure)
    let harness = "  1 [ra] 0x0 g() + 1 in w at /w/Sources/HeadlessUIKit/b.swift:9:1\n"
    #expect(!CrashReport(standardError: getter + harness + "  2 [ra] " + loop).locationIsSure)
  }

  @Test func aChildThatCannotRunFailsEveryCellOnce() throws {
    let fake = try Self.fakeRunner()
    defer { try? FileManager.default.removeItem(at: fake.deletingLastPathComponent()) }
    let runner = IsolatedRunner(executable: fake)
    let cells = runner.outcomes(
      chapter: "99", chapterName: "Tiny", variant: "unknown", scenarios: ["a", "b"])
    #expect(cells.map(\.verdict.status) == [.trapped, .trapped])
    #expect(cells.last?.message.contains("the process exited with status 64") == true)
  }

  /// A time limit that is not a number of seconds is a usage error, before any child runs (so
  /// not among the clocked tests, which would wait for this one's turn on the main actor).
  @MainActor
  @Test func aBadTimeLimitIsAUsageError() throws {
    let book = try ShelfBook(exercise: .correct)
    defer { book.remove() }
    _ = try book.catalog.approve()
    let child = try ShelfChild(book: book, exercise: .correct)
    var environment = RunnerEnvironment(executable: child.script, packageRoot: book.root)
    environment.scenarioTimeLimit = "soon"
    let runner = Runner(library: [book.chapter], environment: environment, console: .capturing())
    #expect(runner.run(["verify", "99"]) == .usage)
    #expect(
      runner.console.errors
        == "workbook: WORKBOOK_SCENARIO_TIME_LIMIT must be a number of seconds greater than 0, such as 10 or 0.5; got \"soon\"\n"
    )
  }
}
