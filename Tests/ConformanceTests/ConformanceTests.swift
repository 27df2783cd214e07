import Testing
import Workbook
import WorkbookLibrary
import WorkbookTesting

// What the workbook asks of every chapter the library links (WorkbookLibrary's `library`: the
// chapters being built), written once: a new chapter is checked without a line here. Each test
// case is named after its chapter: "FoodTracker · transcript · 3-mvp · add-meal".

/// Every check of every chapter (see `Chapter.conformanceChecks`), a test case each: every
/// variant reproduces every approved transcript, and the catalog, its stored transcripts, its
/// goals and its divergences are sound.
@MainActor
@Test("Every chapter conforms to the workbook", arguments: library.flatMap(\.conformanceChecks))
func conformance(_ check: ConformanceCheck) {
  check.verify()
}

/// A fixed-seed batch of generated scenarios per chapter (see `Chapter.generatedScenarios`):
/// every step and the exercise checked on paths no written scenario takes; an exercise that
/// crashed in its child processes is left out.
@Test("Every variant behaves like its reference on generated scenarios", arguments: library)
func generatedScenarios(_ chapter: Chapter) async throws {
  try await chapter.afterItsExerciseRanInAChild {
    await MainActor.run { chapter.generatedScenarios().verify() }
  }
}

/// Each chapter's exercise, every scenario as approved, run in child processes: a crash or an
/// endless loop in the exercise fails this test, with where and on which action, not the whole
/// `swift test`.
@Test("Every exercise: every scenario as approved, run in child processes", arguments: library)
func exerciseInChildProcesses(_ chapter: Chapter) async {
  await chapter.verifyExercise()
}

/// The variants declared to trap do, where the catalog says, with the message it says: each
/// declared scenario runs in a child process, which must die saying it.
@Test("Every variant declared to trap traps as declared", arguments: library.flatMap(\.expectedTraps))
func trapsAsDeclared(_ trap: ExpectedTrap) async {
  let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
    [trap = trap as ExpectedTrap] in await Chapter.linked(trap.chapter).run(trap)
  }
  trap.verify(result)
}
