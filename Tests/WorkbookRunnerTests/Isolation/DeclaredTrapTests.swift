import Foundation
import HeadlessAutomation
import Testing

@testable import Workbook
@testable import WorkbookFixtures
@testable import WorkbookRunner

/// What the runner runs in its own process never includes a run the catalog declares a trap: not
/// the timing of the exercise's start step that scales the children's time limit, and not the
/// exercise while it is a byte-for-byte copy of a step declared to trap. Each is checked in an
/// exit test, since a trap there would take the test process down (it does, with the fix undone).
#if os(Linux)
  @MainActor
  @Suite
  struct DeclaredTrapTests {
    /// A Shelf book whose exercise started from 6-Unfinished, a step declared to trap on
    /// add-items, and behaves as it does; with the exercise a byte-for-byte copy of the step's
    /// sources when `copy`.
    static func bookStartedFromATrap(copy: Bool) throws -> ShelfBook {
      let unfinished = Variant<ShelfWorld>.step("6-Unfinished", title: "Unfinished", parent: "1-Tidied") {
        HeadlessApp.launch(ShelfAppDelegate(world: $0, behaviour: .neverAdds))
      }
      let declaration = ExpectedFailure(
        variant: "6-Unfinished", scenarios: ["add-items"], crash: .fatalError("notImplemented"),
        reason: "+ was never written")
      let book = try ShelfBook(
        expectedFailures: [declaration], extraVariants: [unfinished], exercise: .neverAdds)
      try startExercise(of: book, copy: copy)
      _ = try book.catalog.approve()
      return book.reopened()
    }

    /// Records 6-Unfinished as the exercise's start, and copies its sources into the exercise
    /// when `copy` (again after a child, whose book writes the exercise's sources anew).
    static func startExercise(of book: ShelfBook, copy: Bool) throws {
      let folder = book.catalog.folder
      let exercise = folder.appendingPathComponent("Exercise", isDirectory: true)
      if copy {
        try FileManager.default.removeItem(at: exercise)
        try FileManager.default.copyItem(
          at: folder.appendingPathComponent("Steps/6-Unfinished"), to: exercise)
      }
      try ExerciseStart.fileContents(step: "6-Unfinished", command: "workbook reset 99 --from 6-unfinished")
        .write(to: exercise.appendingPathComponent(ExerciseStart.fileName), atomically: true, encoding: .utf8)
    }

    @Test func theTimingOfTheStartStepLeavesOutTheScenariosItIsDeclaredToTrapOn() async throws {
      await #expect(processExitsWith: .success) {
        await MainActor.run {
          let book = try! DeclaredTrapTests.bookStartedFromATrap(copy: false)
          defer { book.remove() }
          let runner = book.runner()
          let chapter = book.chapter
          precondition(
            chapter.exerciseStart?.step == "6-unfinished", "the exercise did not start from the trap")
          // Only the trap to time: nothing is timed, and the limit is the default.
          let alone = try! runner.scenarioTimeLimit(chapter, variant: "exercise", scenarios: ["add-items"])
          precondition(alone == IsolatedRunner.defaultTimeLimit, "got \(alone)")
          // With the others, which are timed: ten times the slowest of them, at least a second.
          let all = try! runner.scenarioTimeLimit(
            chapter, variant: "exercise", scenarios: chapter.scenarios.map(\.id))
          precondition(all >= Runner.leastTimeLimit, "got \(all)")
        }
      }
    }

    @Test func anExerciseCopiedFromAStepDeclaredToTrapRunsThatScenarioInAChild() async throws {
      await #expect(processExitsWith: .success) {
        await MainActor.run {
          let book = try! DeclaredTrapTests.bookStartedFromATrap(copy: true)
          defer { book.remove() }
          let child = try! ShelfChild(book: book, exercise: .neverAdds)
          let runner = Runner(
            library: [book.chapter],
            environment: RunnerEnvironment(executable: child.script, packageRoot: book.root),
            console: .capturing())
          precondition(!runner.runsIsolated(book.chapter, variant: "exercise"), "the exercise is no copy")
          let outcomes = try! runner.outcomes(
            book.chapter, variant: "exercise", scenarios: ["launch", "add-items"], isolate: false)
          guard case .trapped(let crash) = outcomes[1].verdict, crash.contains("notImplemented") else {
            preconditionFailure("add-items: \(outcomes[1].verdict)")
          }
          precondition(outcomes[0].holds, "launch: \(outcomes[0].verdict)")
          // The copy runs in this process but for the trap, which ran in the one child.
          precondition(child.arguments().count == 1, "children: \(child.arguments())")
          // The matrix's exercise column and `show` send it to a child too.
          try! DeclaredTrapTests.startExercise(of: book, copy: true)
          let matrix = runner.run(["run", "99", "--variant", "exercise"])
          precondition(matrix == .crashed, "run: \(matrix) \(runner.console.output)")
          try! DeclaredTrapTests.startExercise(of: book, copy: true)
          let show = runner.run(["show", "99", "exercise", "add-items"])
          precondition(show == .checksFailed, "show: \(show) \(runner.console.output)")
          precondition(child.arguments().count == 3, "children: \(child.arguments())")
        }
      }
    }
  }
#endif
