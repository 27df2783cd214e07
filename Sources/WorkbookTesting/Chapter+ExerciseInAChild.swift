import Testing
import Workbook
import WorkbookLibrary

extension Chapter {
  /// Runs scenarios of the exercise in an exit test's child process (see `ExerciseProbe`). The
  /// child finds the chapter again by its number in the library: an exit test carries only
  /// values it can encode.
  public var exerciseInAChild: ExerciseProbe.ChildRun {
    let number = self.number
    return { scenarios in
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        [number = number as String, scenarios = scenarios as [String]] in
        await Chapter.linked(number).runExercise(scenarios)
      }
    }
  }

  /// The chapter of the library with this number: how an exit test's child finds it.
  public static func linked(_ number: String) -> Chapter {
    guard let chapter = library.first(where: { $0.number == number }) else {
      preconditionFailure("chapter \(number) is not in the library this test bundle links")
    }
    return chapter
  }
}
