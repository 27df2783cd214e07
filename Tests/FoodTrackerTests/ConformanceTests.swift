import FoodTrackerCatalog
import Testing
import WorkbookTesting

/// What the workbook asks of every chapter (see `ChapterCatalog.conformanceChecks`), each check
/// a test case of its own: every variant reproduces every approved transcript, and the catalog,
/// its stored transcripts, its goals and its divergences are sound.
@MainActor
@Test("FoodTracker conforms to the workbook", arguments: catalog.conformanceChecks)
func conformance(_ check: ConformanceCheck) {
  check.verify()
}

/// A fixed-seed batch of generated scenarios (see `ChapterCatalog.generatedScenarios`): every
/// step and the exercise checked on paths no written scenario takes.
@MainActor
@Test(
  "FoodTracker: every variant behaves like its reference on generated scenarios",
  .exerciseRunsInAChildFirst(catalog, exerciseInAChild))
func generatedScenarios() {
  catalog.generatedScenarios().verify()
}

/// The exercise's scenarios, each as approved, run in child processes: a crash or an endless loop
/// in the exercise fails this test, with where and on which action, not the whole `swift test`.
@Test("FoodTracker's exercise: every scenario as approved, run in child processes")
func exerciseInChildProcesses() async {
  await catalog.verifyExercise(exerciseInAChild)
}

/// Runs scenarios of the exercise in an exit test's child process (see `ExerciseProbe`).
@Sendable func exerciseInAChild(_ scenarios: [String]) async -> ExitTest.Result? {
  await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
    [scenarios = scenarios as [String]] in await catalog.runExercise(scenarios)
  }
}
