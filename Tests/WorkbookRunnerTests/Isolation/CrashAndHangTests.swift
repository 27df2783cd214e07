import Foundation
import Testing

@testable import Workbook
@testable import WorkbookFixtures
@testable import WorkbookRunner

/// The exercise runs in child processes (real ones: see ShelfChild): a trap is reported once,
/// with where it happened and the action, and the run goes on; an endless loop is a hang with its
/// action and line, and the run stops there; the runner's death takes its children with it.
/// The runner runs in the wrapper, a process of its own, and the tests off the main actor: the
/// wrapper makes and approves their book too (`ShelfChild.approvedBook`), and waiting for it holds
/// neither the main actor nor a thread (see `ShelfChild.run`), so no test waits for the main
/// actor's queue.
#if os(Linux)
  extension ClockedShelfTests {
    @Suite(.serialized)
    struct CrashAndHangTests {
      @Test func aTrapIsReportedOnceWithItsLocationAndActionAndTheNextScenariosRun() async throws {
        let child = try await ShelfChild.approvedBook(exercise: .neverAdds)
        defer { child.remove() }
        let (code, output) = try await child.run(["verify", "99"])
        #expect(code == .crashed)
        #expect(output.contains("✗ Behaviour preserved: 2 of 3 scenarios as approved\n"), "\(output)")
        let lines = output.split(separator: "\n")
        let crash = try #require(lines.firstIndex { $0.contains("‼") })
        #expect(
          lines[crash].hasPrefix(
            "     ‼ add-items: crashed during action 2 (tap \"+\"): Fatal error: notImplemented (WorkbookFixtures/ShelfChapter.swift:"
          ))
        #expect(lines[crash + 1].hasPrefix("         in ItemsViewController.addItem() at /"))
        #expect(lines[crash + 1].contains("Tests/WorkbookFixtures/Shelf/ShelfChapter.swift:"))
        #expect(lines.count { $0.contains("‼") } == 1)
        // The scenario after it ran in a new child, and holds.
        #expect(!output.contains("sold-out"))
      }

      @Test func theSameCrashOnEveryScenarioIsReportedOnce() async throws {
        let child = try await ShelfChild.approvedBook(exercise: .trapsOnLaunch)
        defer { child.remove() }
        let (code, output) = try await child.run(["verify", "99"])
        #expect(code == .crashed)
        #expect(
          output.contains(
            "     ‼ the same crash on 3 scenarios (launch, add-items, sold-out): Fatal error: Unexpectedly found nil while unwrapping an Optional value"
          ), "\(output)")
        #expect(output.contains("         in ItemsViewController.viewDidLoad() at /"))
        #expect(output.split(separator: "\n").count { $0.contains("‼") } == 1)
      }

      /// Issue 30's missing nib: UIKit's fault at the line that asked for the nib, not the nil
      /// unwrap in `viewDidLoad()` that followed it.
      @Test func aMissingNibIsReportedAsUIKitsFaultAtItsLine() async throws {
        let child = try await ShelfChild.approvedBook(exercise: .loadsAMissingNib)
        defer { child.remove() }
        let (code, output) = try await child.run(["verify", "99"])
        #expect(code == .crashed)
        let lines = output.split(separator: "\n")
        let crash = try #require(lines.firstIndex { $0.contains("‼") }, "\(output)")
        #expect(
          lines[crash].hasSuffix(
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: "
              + "'Could not load NIB in bundle: 'NSBundle </Applications/App.app> (loaded)' with name "
              + "'SectionsViewController''"), "\(output)")
        // The line that asked for the nib, not the one that loaded the view.
        #expect(lines[crash + 1].hasPrefix("         in SectionsViewController.init() at /"), "\(output)")
        #expect(lines[crash + 1].contains("Tests/WorkbookFixtures/Shelf/SectionsViewController.swift:12:"))
        #expect(!output.contains("Unexpectedly found nil"))
      }

      /// The line of the Shelf's endless loop, where the hung child's main thread is.
      static func loopLine() throws -> Int {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
          .deletingLastPathComponent().appendingPathComponent("WorkbookFixtures/Shelf/ShelfChapter.swift")
        let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        return try #require(lines.firstIndex { $0.contains("while behaviour == .loopsForever") }) + 1
      }

      @Test func anEndlessLoopIsAHangAtItsActionAndLineAndTheRunStopsThere() async throws {
        let child = try await ShelfChild.approvedBook(exercise: .loopsForever)
        defer { child.remove() }
        let started = Date()
        let (code, output) = try await child.run(["verify", "99"], timeLimit: "3")
        #expect(code == .crashed)
        // The line the main thread was on, from the child's backtrace (SIGILL, then SIGKILL).
        #expect(
          output.contains(
            "     ‼ add-items: did not finish within 3 s — at action 2 (tap \"+\"), in ItemsViewController.addItem() at /"
          ),
          "\(output)")
        #expect(
          output.contains("Tests/WorkbookFixtures/Shelf/ShelfChapter.swift:\(try Self.loopLine())"),
          "\(output)"
        )
        // The scenario after it is not run: a hang would cost each its time limit in turn.
        #expect(output.contains("sold-out: not run, after scenario add-items hung"), "\(output)")
        #expect(output.contains("✗ Behaviour preserved: 1 of 3 scenarios as approved\n"))
        #expect(Date().timeIntervalSince(started) < 30)
        // Every child has ended: the one that hung was killed. None ran the scenario after it: a
        // child after the first only samples the hung one again (a backtrace that could not vouch
        // for its line, as on a loaded machine). The first process is the runner itself.
        #expect(child.arguments().first == ["verify", "99"], "\(child.arguments())")
        let runs = Array(child.arguments().dropFirst())
        #expect((1...1 + IsolatedRunner.hangResamples).contains(runs.count), "\(runs)")
        #expect(runs.first?.contains("sold-out") == true, "\(runs)")
        #expect(runs.dropFirst().allSatisfy { $0.last == "add-items" && !$0.contains("sold-out") }, "\(runs)")
        #expect(!child.processes().contains(where: ShelfChild.isRunning))
      }

      /// `show` runs the exercise in a child too: its transcript when it runs, its crash otherwise.
      @Test func showRunsTheExerciseInAChild() async throws {
        let child = try await ShelfChild.approvedBook(exercise: .neverAdds)
        defer { child.remove() }
        let launch = try await child.run(["show", "99", "exercise", "launch"])
        #expect(launch.code == .success)
        #expect(launch.output.hasPrefix("▶ 1. launch\n"), "\(launch.output)")
        let (code, output) = try await child.run(["show", "99", "exercise", "add-items"])
        #expect(code == .crashed)
        #expect(
          output.contains(
            "Shelf · variant exercise · scenario add-items: crashed the runner's child process\nFatal error: notImplemented"
          ), "\(output)")
        #expect(output.contains("\nduring action 2 (tap \"+\")\n"))
      }

      /// The runner (the wrapper running `verify 99`) is stopped while its child runs the endless
      /// loop: the child must be gone within a second, checked by its process id.
      @Test(arguments: [SIGKILL, SIGTERM, SIGINT])
      func theRunnersChildDiesWithIt(signal: Int32) async throws {
        let child = try await ShelfChild.approvedBook(exercise: .loopsForever)
        defer { child.remove() }
        let runner = try await child.startVerifying()
        defer { if runner.isRunning { kill(runner.processIdentifier, SIGKILL) } }
        let pids = child.processes()
        try #require(pids.count == 2)
        try await Task.sleep(for: .milliseconds(200))  // in the loop by now
        #expect(ShelfChild.isRunning(pids[1]))
        kill(pids[0], signal)
        _ = try await ShelfChild.eventually(60) { !runner.isRunning }
        let gone = try await ShelfChild.eventually(1) { !ShelfChild.isRunning(pids[1]) }
        if !gone { kill(pids[1], SIGKILL) }
        #expect(gone, "the child \(pids[1]) outlived its runner")
      }
    }
  }
#endif
