import Foundation
import Testing

@testable import Workbook
@testable import WorkbookFixtures
@testable import WorkbookRunner

/// `workbook hint` names the branch that shows the move: the architecture recognised in the
/// exercise, else the one whose steps hold the step the next goal's hint names.
@MainActor
struct HintBranchTests {
  static let mvp = Architecture(
    "MVP", recognisedBy: [.declares(.type("ItemsPresenter"))], goals: [], metBy: ["4-Reversed"],
    firstStep: "4-Reversed")
  static let dataSource = Architecture(
    "Data source", recognisedBy: [.declares(.type("ItemsDataSource"))], goals: [], metBy: ["3-Kept"],
    firstStep: "1-Tidied")

  func hint(_ book: ShelfBook) -> String {
    let runner = book.runner()
    #expect(runner.run(["hint", "99"]) == .success)
    return runner.console.output
  }

  @Test func unrecognisedItNamesTheBranchThatHoldsTheStepTheHintShows() throws {
    let book = try ShelfBook(goals: HintTests.goals, architectures: [Self.mvp, Self.dataSource])
    defer { book.remove() }
    #expect(
      hint(book).contains(
        "The branch that shows this move: Data source, in steps 1-tidied → 2-numbered → 3-kept "
          + "(swift run workbook diff 99 1-tidied)."))
  }

  @Test func recognisedItNamesTheRecognisedArchitecturesBranch() throws {
    let book = try ShelfBook(goals: HintTests.goals, architectures: [Self.mvp, Self.dataSource])
    defer { book.remove() }
    let file = book.catalog.folder.appendingPathComponent("Exercise/ItemsPresenter.swift")
    try "final class ItemsPresenter {}\n".write(to: file, atomically: true, encoding: .utf8)
    #expect(
      hint(book).contains(
        "The branch that shows this move: MVP, in step 4-reversed (swift run workbook diff 99 4-reversed)."))
  }

  @Test func aChapterWithoutArchitecturesNamesNoBranch() throws {
    let book = try ShelfBook(goals: HintTests.goals)
    defer { book.remove() }
    #expect(!hint(book).contains("The branch that shows this move"))
  }
}
