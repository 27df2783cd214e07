import Foundation
import Testing

@testable import Workbook
@testable import WorkbookFixtures
@testable import WorkbookTesting

/// `swift test`'s side: the exercise's scenarios run in exit tests' child processes, so that a
/// trap fails one test with its message and action, and the scenarios after it still run.
@MainActor
struct ExerciseProbeTests {
  @Test func aTrapIsOneOutcomeWithItsMessageAndActionAndTheNextScenariosRun() async throws {
    let book = try ShelfBook(exercise: .neverAdds)
    defer { book.remove() }
    _ = try book.catalog.approve()
    let root = book.root.path
    let outcomes = await ExerciseProbe().outcomes(
      chapter: "Shelf", scenarios: ["launch", "add-items", "sold-out"], packageRoot: book.root
    ) { scenarios in
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        [root = root as String, scenarios = scenarios as [String]] in
        await Self.runExercise(root: root, scenarios: scenarios)
      }
    }
    #expect(outcomes.map(\.verdict.status) == [.same, .trapped, .same])
    guard case .trapped(let crash) = outcomes[1].verdict else { return }
    #expect(crash.hasPrefix("Fatal error: notImplemented (WorkbookFixtures/ShelfChapter.swift:"), "\(crash)")
    #expect(crash.contains("\nduring action 2 (tap \"+\")\n"))
  }

  /// The exit test's child: the book written by the parent, its exercise run here.
  static func runExercise(root: String, scenarios: [String]) -> Never {
    let book = try! ShelfBook(exercise: .neverAdds, root: URL(fileURLWithPath: root))
    book.catalog.runExercise(scenarios)
  }
}
