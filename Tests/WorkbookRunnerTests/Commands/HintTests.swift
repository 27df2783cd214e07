import Foundation
import Testing

@testable import SwiftScanning
@testable import Workbook
@testable import WorkbookFixtures
@testable import WorkbookRunner

/// `workbook hint` and the hints `verify` shows, on the Shelf chapter: the next unmet goal's hint
/// level by level, a hint of two levels, every goal met, the JSON, usage errors, and the catalog's
/// check of the steps a hint names.
@MainActor
struct HintTests {
  static let dataSource = RefactoringGoal(
    "The items have a data source of their own", .declares(.type("ItemsDataSource")),
    hint: GoalHint(
      smell: "The controller is its own data source.", move: "Extract an ItemsDataSource.",
      shownAt: "1-Tidied"))
  static let shortViewDidLoad = RefactoringGoal(
    "viewDidLoad() does nothing", .atMost(0, linesIn: .function("viewDidLoad", in: "ItemsViewController")),
    hint: GoalHint(smell: "viewDidLoad() sets the title.", move: "Let the storyboard set it."))
  static let goals = [dataSource, shortViewDidLoad]

  func approvedBook(goals: [RefactoringGoal] = goals) throws -> ShelfBook {
    let book = try ShelfBook(goals: goals)
    _ = try book.catalog.approve()
    return book
  }

  func run(_ book: ShelfBook, _ arguments: [String]) -> (code: ExitCode, output: String, errors: String) {
    let runner = book.runner()
    let code = runner.run(arguments)
    return (code, runner.console.output, runner.console.errors)
  }

  func meetTheFirstGoal(in book: ShelfBook) throws {
    let file = book.catalog.folder.appendingPathComponent("Exercise/ItemsDataSource.swift")
    try "final class ItemsDataSource {}\n".write(to: file, atomically: true, encoding: .utf8)
  }

  @Test(arguments: [
    (1, "Hint 1 of 3, the smell:\n  The controller is its own data source.\n", "--level 2"),
    (2, "Hint 2 of 3, the move:\n  Extract an ItemsDataSource.\n", "--level 3"),
    (
      3,
      "Hint 3 of 3, where the chapter shows it:\n  Step 1-tidied shows it: swift run workbook diff 99 1-tidied, "
        + "or read docs/chapters/99-Shelf/1-tidied.md\n", nil
    ),
  ])
  func eachLevelSaysMoreAndNamesTheNext(level: Int, hint: String, next: String?) throws {
    let book = try ShelfBook(goals: Self.goals)
    defer { book.remove() }
    let result = run(book, ["hint", "99", "--level", "\(level)"])
    #expect(result.code == .success)
    #expect(
      result.output.hasPrefix(
        """
        99 Shelf · exercise: 0 of 2 goals met; the next one:

        ✗ 1. The items have a data source of their own
             found no type named ItemsDataSource

        """))
    #expect(result.output.contains(hint))
    let more = next.map { "More: swift run workbook hint 99 \($0)" }
    #expect(more.map(result.output.contains) ?? !result.output.contains("More:"))
  }

  @Test func theNextGoalIsTheFirstUnmetAndAShortHintSaysItHasTwoLevels() throws {
    let book = try ShelfBook(goals: Self.goals)
    defer { book.remove() }
    try meetTheFirstGoal(in: book)
    let output = run(book, ["hint", "99", "--level", "3"]).output
    #expect(output.contains("1 of 2 goals met; the next one:\n\n✗ 2. viewDidLoad() does nothing\n"))
    #expect(output.contains("Chapters/99-Shelf/Exercise/ItemsViewController.swift:4: func viewDidLoad()"))
    #expect(
      output.contains("Hint 2 of 2, the move (this hint has 2 levels):\n  Let the storyboard set it.\n"))
  }

  @Test func whenEveryGoalIsMetThereIsNothingToHint() throws {
    let book = try ShelfBook(goals: [Self.dataSource])
    defer { book.remove() }
    try meetTheFirstGoal(in: book)
    let result = run(book, ["hint", "99"])
    #expect(result.code == .success)
    #expect(
      result.output
        == "99 Shelf · exercise: every goal is met (1 of 1) — nothing to hint. Behaviour: swift run workbook verify 99\n"
    )
  }

  @Test func anotherVariantIsHintedAtAndNamedInTheNextCommand() throws {
    let book = try ShelfBook(goals: Self.goals)
    defer { book.remove() }
    let output = run(book, ["hint", "99", "--variant", "1-tidied"]).output
    #expect(output.hasPrefix("99 Shelf · 1-tidied: 1 of 2 goals met"))
    #expect(output.contains("More: swift run workbook hint 99 --variant 1-tidied --level 2"))
  }

  @Test func jsonHasTheNextGoalAndTheHintShown() throws {
    let book = try ShelfBook(goals: Self.goals)
    defer { book.remove() }
    let result = run(book, ["hint", "99", "--level", "2", "--json"])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(json["hint"] as? String == "Extract an ItemsDataSource.")
    #expect(json["levelShown"] as? Int == 2)
    #expect(json["levels"] as? Int == 3)
    #expect(json["allGoalsMet"] as? Bool == false)
    let goal = try #require(json["goal"] as? [String: Any])
    #expect(goal["number"] as? Int == 1)
    #expect(goal["findings"] as? [String] == ["found no type named ItemsDataSource"])
    let decoded = try JSONDecoder().decode(HintReport.self, from: Data(result.output.utf8))
    #expect(decoded.goals.first?.hint == Self.dataSource.hint)
  }

  @Test(arguments: [
    (["hint", "99", "--level", "0"], "--level takes a hint level from 1 to 3, not \"0\""),
    (["hint", "99", "--level", "4"], "--level takes a hint level from 1 to 3, not \"4\""),
    (["hint", "99", "--level", "two"], "not \"two\""),
    (["hint", "99", "--level", "1", "--level", "2"], "takes one --level"),
    (["hint", "99", "--variant", "9-nowhere"], "9-nowhere"),
    (["hint"], "hint"),
    (["hint", "99", "--goal", "0"], "--goal takes a goal's number (1 or more), not \"0\""),
    (
      ["hint", "99", "--goal", "3"],
      "--goal takes a goal's number from 1 to 2 (as verify numbers them on exercise)"
    ),
    (["hint", "99", "--goal", "1", "--goal", "2"], "takes one --goal"),
  ])
  func usageErrorsExit64(arguments: [String], message: String) throws {
    let book = try ShelfBook(goals: Self.goals)
    defer { book.remove() }
    let result = run(book, arguments)
    #expect(result.code == .usage)
    #expect(result.errors.contains(message))
    #expect(result.output.isEmpty)
  }

  @Test func verifyShowsTheFirstUnmetGoalsFirstLevelUnderIt() throws {
    let book = try approvedBook()
    defer { book.remove() }
    let output = run(book, ["verify", "99"]).output
    #expect(
      output.contains(
        """
        ✗ 1. The items have a data source of their own
             found no type named ItemsDataSource
             hint: The controller is its own data source.
             more: swift run workbook hint 99 --level 2
        ✗ 2. viewDidLoad() does nothing
             Chapters/99-Shelf/Exercise/ItemsViewController.swift:4: func viewDidLoad() has 2 lines of code; at most 0

        0 of 2 goals met — keep going
        """))
  }

  @Test func verifysJSONCarriesEachGoalsHintAndReadsItBack() throws {
    let book = try approvedBook()
    defer { book.remove() }
    let output = run(book, ["verify", "99", "--json"]).output
    let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let goals = try #require(json["goals"] as? [[String: Any]])
    let hint = try #require(goals[0]["hint"] as? [String: Any])
    #expect(hint["smell"] as? String == "The controller is its own data source.")
    #expect(hint["steps"] as? [String] == ["1-tidied"])
    let decoded = try JSONDecoder().decode(VerifyReport.self, from: Data(output.utf8))
    #expect(decoded.goals.map(\.hint) == Self.goals.map(\.hint))
  }

  @Test func aHintNamingAnUnknownStepIsACatalogProblem() throws {
    let lost = RefactoringGoal(
      "Lost", .declares(.type("ItemsDataSource")),
      hint: GoalHint(smell: "s", move: "m", shownAt: "1-Tidied", "9-Nowhere"))
    let architecture = Architecture(
      "MVP", recognisedBy: [.declares(.type("ItemsPresenter"))], goals: [], metBy: ["4-Reversed"],
      firstStep: "8-Elsewhere")
    let book = try ShelfBook(goals: [lost], architectures: [architecture])
    defer { book.remove() }
    #expect(
      book.catalog.problems == [
        "the hint of goal \"Lost\" names an unknown step \"9-nowhere\"",
        "architecture \"MVP\"'s first step names an unknown step \"8-elsewhere\"",
      ])
    #expect(run(book, ["verify", "99"]).output.contains("✗ Shelf's catalog: the hint of goal \"Lost\""))
  }

  @Test func theArchitecturesLineHasAHintMadeFromTheArchitectures() {
    let mvp = Architecture(
      "MVP", recognisedBy: [.declares(.type("*Presenter"))], goals: [], metBy: ["2"], firstStep: "2-MVP")
    let vip = Architecture("VIP", recognisedBy: [.declares(.type("*Interactor"))], goals: [], metBy: ["3"])
    let checkup = GoalCheckup(goals: [], architectures: [mvp, vip], sources: SwiftSources(files: [:]))
    let hint = checkup.results[0].hint
    #expect(hint?.smell.contains("the chapter knows MVP, VIP") == true)
    #expect(
      hint?.move
        == "Choose one and make its first move: MVP is recognised by a type named *Presenter; "
        + "VIP is recognised by a type named *Interactor.")
    #expect(hint?.steps == ["2-mvp"])
  }

  @Test func proseIsWrappedAtSpacesAndALongWordKeepsItsLine() {
    #expect(HintReport.wrapped("one two three four", width: 9) == ["one two", "three", "four"])
    #expect(
      HintReport.wrapped("a Chapters/01-FoodTracker/Exercise b", width: 9) == [
        "a", "Chapters/01-FoodTracker/Exercise", "b",
      ])
    #expect(HintReport.wrapped("", width: 9) == [])
  }

  @Test func hintIsListedAndHasHelp() throws {
    #expect(CommandTable.overview.contains("hint"))
    let invocation = try CommandTable.parse(["hint", "--help"])
    guard case .help(let text) = invocation else {
      Issue.record("expected help")
      return
    }
    #expect(text.contains("Usage: workbook hint <chapter> [--goal K] [--level N] [--variant V] [--json]"))
    #expect(text.contains("the goal to hint at"))
    #expect(text.contains("1 the smell"))
  }
}
