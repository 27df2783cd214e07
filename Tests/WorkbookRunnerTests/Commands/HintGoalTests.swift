import Foundation
import Testing

@testable import Workbook
@testable import WorkbookFixtures
@testable import WorkbookRunner

/// Issue 30: a hint asked for by goal, and a first level spoken to the code as it is.
@MainActor
struct HintGoalTests {
  func run(_ book: ShelfBook, _ arguments: [String]) -> String {
    let runner = book.runner()
    #expect(runner.run(arguments) == .success)
    return runner.console.output
  }

  @Test func aGoalIsHintedAtByItsNumber() throws {
    let book = try ShelfBook(goals: HintTests.goals)
    defer { book.remove() }
    let output = run(book, ["hint", "99", "--goal", "2"])
    #expect(
      output.hasPrefix("99 Shelf · exercise: 0 of 2 goals met; goal 2:\n\n✗ 2. viewDidLoad() does nothing\n"))
    #expect(output.contains("Hint 1 of 2, the smell:\n  viewDidLoad() sets the title.\n"))
    #expect(output.contains("More: swift run workbook hint 99 --goal 2 --level 2"))
    try HintTests().meetTheFirstGoal(in: book)
    #expect(
      run(book, ["hint", "99", "--goal", "1"])
        == "99 Shelf · exercise: goal 1 is met (1 of 2) — nothing to hint. Behaviour: swift run workbook verify 99\n"
    )
  }

  /// Step 0 has both the items and the title; once the title is gone, the smell as written would
  /// describe code the attendee has changed, so the first level quotes what is left.
  @Test func theSmellSpeaksToWhatIsStillThere() throws {
    let goal = RefactoringGoal(
      "No items, no title", .lacks(["items", "title"], in: .everywhere),
      hint: GoalHint(smell: "The controller keeps its items and sets its title.", move: "m"))
    let book = try ShelfBook(goals: [goal])
    defer { book.remove() }
    #expect(run(book, ["hint", "99"]).contains("  The controller keeps its items and sets its title.\n"))
    let file = book.catalog.folder.appendingPathComponent("Exercise/ItemsViewController.swift")
    let source = try String(contentsOf: file, encoding: .utf8)
    try source.replacingOccurrences(of: "    title = \"Shelf\"\n", with: "").write(
      to: file, atomically: true, encoding: .utf8)
    let output = run(book, ["hint", "99"])
    #expect(!output.contains("sets its title"))
    #expect(
      output.contains(
        """
          Part of what the goal found where the exercise starts is gone. What is still there:
          · ItemsViewController.swift:2: items — private var items: [String] = []

        """))
  }
}
