import Foundation
import Testing

@testable import Workbook
@testable import WorkbookFixtures
@testable import WorkbookTesting

/// The checks every chapter's test target runs: each fails when it must, saying why.
@MainActor
struct ConformanceTests {
  /// Each check's problems, by the check's name.
  func problems(_ book: ShelfBook) throws -> [String: [String]] {
    var problems: [String: [String]] = [:]
    for check in book.catalog.conformanceChecks {
      problems[check.name] = try check.problems()
    }
    return problems
  }

  @Test func aSoundBookFailsOnlyWhereItsVariantsBreakBehaviour() throws {
    let book = try ShelfBook(goals: [
      RefactoringGoal(
        "A data source", .declares(.type("ItemsDataSource")),
        hint: GoalHint(
          smell: "The controller is its own data source.", move: "Extract one.", shownAt: "1-Tidied"))
    ])
    defer { book.remove() }
    _ = try book.catalog.approve()
    let failing = try problems(book).filter { !$0.value.isEmpty }
    #expect(
      Set(failing.keys) == ["transcript · 4-reversed · add-items", "transcript · 5-miscounted · add-items"])
    #expect(
      book.catalog.conformanceChecks.count == 2 + 4 + 1 + 3 + 6 * 3,
      "sound, stored, 4 goal checks (fail at the root, hold on the leaf, hinted, hints checked), 1 divergence, the responsibilities, the reasons, the smells and moves, the runs"
    )
  }

  @Test func storedTranscriptsMustBeCompleteAndUsed() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    _ = try book.catalog.approve()
    let folder = book.catalog.transcriptsFolder
    try FileManager.default.removeItem(at: folder.appendingPathComponent("launch.txt"))
    try "old\n".write(to: folder.appendingPathComponent("renamed.txt"), atomically: true, encoding: .utf8)
    try "run\n".write(
      to: folder.appendingPathComponent("launch.exercise.received.txt"), atomically: true, encoding: .utf8)
    #expect(
      try problems(book)["Transcripts holds exactly the approved transcripts"] == [
        "launch.txt is missing: record it with `workbook approve`",
        "renamed.txt is not the approved transcript of any variant",
      ])
  }

  @Test func goalsMustFailOnTheRootAndHoldWhereTheRefactoringEnds() throws {
    let dataSource = RefactoringGoal("A data source", .declares(.type("ItemsDataSource")))
    let short = RefactoringGoal("Short", .atMost(100, linesIn: .everywhere))
    let book = try ShelfBook(goals: [dataSource, short], goalsMetBy: ["2-Numbered"])
    defer { book.remove() }
    let problems = try problems(book)
    #expect(
      problems["goals fail on 0-listed, where the exercise starts"] == ["Short: already met on 0-listed"])
    #expect(problems["goals hold on 2-numbered"]?.first?.hasPrefix("A data source:") == true)
    let noGoals = try ShelfBook()
    defer { noGoals.remove() }
    #expect(
      try self.problems(noGoals)["goals fail on 0-listed, where the exercise starts"] == [
        "the chapter declares no refactoring goals"
      ])
  }

  @Test func aDivergenceMustChangeItsScenarios() throws {
    let idle = DeclaredDivergence(variant: "1-Tidied", scenarios: ["launch"], reason: "nothing, in fact")
    let book = try ShelfBook(divergences: [idle])
    defer { book.remove() }
    _ = try book.catalog.approve()
    #expect(
      try problems(book)["the divergence at 1-tidied changes launch"] == [
        "launch@1-tidied.txt is the same as launch.txt: nothing diverges"
      ])
  }

  /// A goal with its hint, as a chapter gives every goal.
  static let hinted = RefactoringGoal(
    "The items have a data source of their own", .declares(.type("ItemsDataSource")),
    hint: GoalHint(
      smell: "The controller is its own data source.", move: "Extract an ItemsDataSource.",
      shownAt: "1-Tidied"))

  @Test func everyGoalWithoutAHintFailsAConformanceCheck() throws {
    let book = try ShelfBook(goals: [Self.hinted, RefactoringGoal("Bare", .declares(.type("X")))])
    defer { book.remove() }
    let check = try #require(book.catalog.conformanceChecks.first { $0.name == "every goal has a hint" })
    #expect(
      try check.problems() == [
        "goal \"Bare\" has no hint: give it a GoalHint (the smell, the move, the step that shows it)"
      ])
  }

  /// A hint is checked like its goal: the last step it names on each line of descent meets the
  /// goal, and its smell is what the goal finds on the root step.
  @Test(arguments: [
    (["4-Reversed"], "ItemsPresenter", [String]()),
    (["1-Tidied", "4-Reversed"], "ItemsPresenter", []),
    (["1-Tidied"], "ItemsPresenter", ["\"P\": its hint names 1-tidied, which does not meet it"]),
    (["4-Reversed", "1-Tidied"], "ItemsPresenter", []),
    (
      ["1-Tidied"], "ItemsViewController",
      ["\"P\": its smell is not found on 0-listed, where the exercise starts"]
    ),
  ])
  func aHintIsCheckedLikeItsGoal(steps: [String], type: String, expected: [String]) throws {
    let goal = RefactoringGoal(
      "P", .declares(.type(type)), hint: GoalHint(smell: "s", move: "m", steps: steps.map { VariantID($0) }))
    let book = try ShelfBook(goals: [goal], goalsMetBy: ["4-Reversed"])
    defer { book.remove() }
    let check = try #require(book.catalog.conformanceChecks.first { $0.name.hasPrefix("every hint's smell") })
    let problems = try check.problems().map { $0.components(separatedBy: ": [").first ?? $0 }
    #expect(problems == expected)
  }
}
