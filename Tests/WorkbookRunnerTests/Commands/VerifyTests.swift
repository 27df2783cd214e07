import Foundation
import Testing

@testable import Workbook
@testable import WorkbookFixtures
@testable import WorkbookRunner

/// `workbook verify` end to end, on the Shelf chapter with two goals: the checklist, its exit
/// codes, its JSON, and the attendee's loop (change the exercise, verify again).
@MainActor
struct VerifyTests {
  static let goals = [
    RefactoringGoal("The items have a data source of their own", .declares(.type("ItemsDataSource"))),
    RefactoringGoal(
      "viewDidLoad() stays short", .atMost(2, linesIn: .function("viewDidLoad", in: "ItemsViewController"))),
  ]

  /// A Shelf book with goals and approved transcripts.
  func approvedBook(goals: [RefactoringGoal] = goals) throws -> ShelfBook {
    let book = try ShelfBook(goals: goals)
    _ = try book.catalog.approve()
    return book
  }

  func run(_ book: ShelfBook, _ arguments: [String], style: TextStyle = .plain) -> (
    code: ExitCode, output: String, errors: String
  ) {
    let runner = book.runner(style: style)
    let code = runner.run(arguments)
    return (code, runner.console.output, runner.console.errors)
  }

  @Test func theExerciseStartsWithGoalsToMeetAndBehaviourPreserved() throws {
    let book = try approvedBook()
    defer { book.remove() }
    let result = run(book, ["verify", "99"])
    #expect(result.code == .checksFailed)
    #expect(
      result.output == """
        99 Shelf · exercise: behaviour and refactoring goals

        ✓ Behaviour preserved: 3 of 3 scenarios as approved
        ✗ 1. The items have a data source of their own
             found no type named ItemsDataSource
        ✓ 2. viewDidLoad() stays short

        1 of 2 goals met — keep going

        """)
    #expect(result.errors.isEmpty)
  }

  @Test func theAttendeesLoopEndsWhenEveryGoalIsMetAndBehaviourHolds() throws {
    let book = try approvedBook()
    defer { book.remove() }
    let exercise = book.catalog.folder.appendingPathComponent("Exercise/ItemsDataSource.swift")
    // A declaration in a comment is not a declaration.
    try "// final class ItemsDataSource {}\n".write(to: exercise, atomically: true, encoding: .utf8)
    #expect(run(book, ["verify", "99"]).code == .checksFailed)

    try "final class ItemsDataSource {}\n".write(to: exercise, atomically: true, encoding: .utf8)
    let result = run(book, ["verify", "shelf", "--variant", "exercise"])
    #expect(result.code == .success)
    #expect(
      result.output.hasSuffix("✓ 2. viewDidLoad() stays short\n\nall 2 goals met, behaviour preserved\n"))
  }

  @Test(arguments: [
    (["verify", "99", "--variant", "1"], ExitCode.success, "all 2 goals met, behaviour preserved"),
    (
      ["verify", "99", "--variant", "numbered"], .checksFailed,
      "✓ Behaviour preserved: 3 of 3 scenarios as approved (1 ≠ declared divergence)"
    ),
    (
      ["verify", "99", "--variant", "reversed"], .checksFailed,
      """
      ✗ Behaviour preserved: 2 of 3 scenarios as approved
           ✗ add-items: differs from the approved transcript at action 2
           first difference, add-items at action 2:
             - (no line here)
             +       Item 4
             the lines before it:
                 table (row height automatic)
                   section 0
           the differences: swift run workbook run 99 --variant 4-reversed
      """
    ),
    (
      ["verify", "99", "--variant", "reversed"], .checksFailed,
      "1 of 2 goals met, but behaviour changed in 1 of 3 scenarios — put the behaviour back first"
    ),
    (
      ["verify", "99", "--variant", "5-miscounted"], .crashed,
      "     ‼ add-items: crashed at action 2\n"
    ),
  ])
  func behaviourComesFirstAndACrashExits2(arguments: [String], code: ExitCode, excerpt: String) throws {
    let book = try approvedBook()
    defer { book.remove() }
    let result = run(book, arguments)
    #expect(result.code == code)
    #expect(result.output.contains(excerpt), "\(result.output)")
  }

  @Test func withoutApprovedTranscriptsBehaviourIsNotPreserved() throws {
    let book = try ShelfBook(goals: Self.goals)
    defer { book.remove() }
    let result = run(book, ["verify", "99", "--variant", "1-tidied"])
    #expect(result.code == .checksFailed)
    #expect(result.output.contains("✗ Behaviour preserved: 0 of 3 scenarios as approved\n"))
    #expect(result.output.contains("     ✗ launch: no approved transcript at "))
  }

  @Test func aChapterWithoutGoalsOnlyChecksBehaviour() throws {
    let book = try approvedBook(goals: [])
    defer { book.remove() }
    let result = run(book, ["verify", "99"])
    #expect(result.code == .success)
    #expect(
      result.output.hasSuffix(
        "  (Shelf declares no refactoring goals)\n\nbehaviour preserved (no goals to check)\n"))
  }

  @Test func aGoalDeclaredTwiceIsACatalogProblemThatFails() throws {
    let book = try approvedBook(goals: [Self.goals[1], Self.goals[1]])
    defer { book.remove() }
    let result = run(book, ["verify", "99"])
    #expect(result.code == .checksFailed)
    #expect(
      result.output.contains("\n✗ Shelf's catalog: goal \"viewDidLoad() stays short\" is declared twice\n"))
    #expect(result.output.hasSuffix("\n2 of 2 goals met, but Shelf's catalog has problems — fix it first\n"))
  }

  /// A truncated approved transcript is named as the catalog's problem, since the step the
  /// exercise started from does not reproduce it either; an exercise that changed behaviour
  /// itself is still told so, with no such problem.
  @Test(arguments: [ShelfBehaviour.correct, .putsNewItemsFirst])
  func aDamagedTranscriptIsNamedAsSuchNotAsTheExercisesDifference(exercise: ShelfBehaviour) throws {
    let book = try ShelfBook(goals: Self.goals, exercise: exercise)
    defer { book.remove() }
    _ = try book.catalog.approve()
    let damaged = exercise == .correct
    if damaged {
      let transcript = book.catalog.folder.appendingPathComponent("Transcripts/add-items.txt")
      let text = try String(contentsOf: transcript, encoding: .utf8)
      try String(text.prefix(text.count / 2)).write(to: transcript, atomically: true, encoding: .utf8)
    }
    let result = run(book, ["verify", "99"])
    #expect(result.code == .checksFailed)
    #expect(result.output.contains("✗ add-items: differs from the approved transcript"), "\(result.output)")
    let problem =
      "✗ Shelf's catalog: Chapters/99-Shelf/Transcripts/add-items.txt is not what 0-listed, where the"
      + " exercise started, does either: the approved transcript is damaged (edited or cut short), not your"
      + " exercise's doing — put it back with `git checkout -- Chapters/99-Shelf/Transcripts/add-items.txt`\n"
    #expect(result.output.contains(problem) == damaged, "\(result.output)")
    #expect(result.output.hasSuffix("but Shelf's catalog has problems — fix it first\n") == damaged)
  }

  @Test func jsonHasTheCellsTheGoalsASummaryAndTheExitCode() throws {
    let book = try approvedBook()
    defer { book.remove() }
    let result = run(book, ["verify", "99", "--json"])
    #expect(result.code == .checksFailed)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(
      Set(json.keys) == [
        "number", "chapter", "variant", "cells", "goals", "problems", "startedFrom", "summary", "exitCode",
      ])
    #expect(json["variant"] as? String == "exercise")
    #expect(json["exitCode"] as? Int == 1)
    let summary = try #require(json["summary"] as? [String: Any])
    #expect(summary["goals"] as? Int == 2)
    #expect(summary["goalsMet"] as? Int == 1)
    #expect(summary["scenarios"] as? Int == 3)
    #expect(summary["behaviourPreserved"] as? Bool == true)
    let goals = try #require(json["goals"] as? [[String: Any]])
    #expect(goals.map { $0["met"] as? Bool } == [false, true])
    #expect(goals[0]["findings"] as? [String] == ["found no type named ItemsDataSource"])
    // Sorted keys: the same bytes on every run.
    #expect(run(book, ["verify", "99", "--json"]).output == result.output)
    let decoded = try JSONDecoder().decode(VerifyReport.self, from: Data(result.output.utf8))
    #expect(decoded.exitCode == .checksFailed)
    #expect(decoded.goals.map(\.isMet) == [false, true])
  }

  @Test func colourPaintsTheMarksAndTheClosingLine() throws {
    let book = try approvedBook()
    defer { book.remove() }
    let coloured = run(book, ["verify", "99"], style: .ansi).output
    #expect(coloured.contains("\u{1B}[32m✓\u{1B}[0m Behaviour preserved"))
    #expect(coloured.contains("\u{1B}[31m✗\u{1B}[0m 1. The items"))
    #expect(coloured.contains("\u{1B}[33m1 of 2 goals met — keep going\u{1B}[0m"))
    #expect(!run(book, ["verify", "99"]).output.contains("\u{1B}"))
  }

  @Test(arguments: [
    (["verify"], "`workbook verify` takes <chapter>; got none"),
    (["verify", "98"], "no chapter \"98\"; the chapters are: 99 Shelf"),
    (
      ["verify", "99", "--variant", "9"], "Shelf has no variant \"9\"; its variants are: 0-listed (0, Listed)"
    ),
    (["verify", "99", "--variant", "0", "--variant", "1"], "`workbook verify` checks one variant"),
    (["verify", "99", "--scenario", "launch"], "unknown option \"--scenario\" for `workbook verify`"),
  ])
  func usageErrorsExit64(arguments: [String], message: String) throws {
    let book = try approvedBook()
    defer { book.remove() }
    let result = run(book, arguments)
    #expect(result.code == .usage)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix("workbook: \(message)"), "\(result.errors)")
  }

  @Test func verifyIsParsedListedAndHasHelp() throws {
    #expect(try CommandLineTests.command(["verify", "01"]) as? VerifyCommand == VerifyCommand(chapter: "01"))
    #expect(
      try CommandLineTests.command(["verify", "01", "--variant=4", "--json", "--isolate"]) as? VerifyCommand
        == VerifyCommand(chapter: "01", variant: "4", json: true, isolate: true))
    let usage = try #require(try CommandLineTests.help(["verify", "--help"]))
    let overview = try #require(try CommandLineTests.help(["--help"]))
    #expect(usage.hasPrefix("Usage: workbook verify <chapter> [--variant V] [--json] [--isolate]"))
    #expect(usage.contains("Exit codes: 0"))
    #expect(
      overview.contains(
        "\n  verify       the exercise's checklist: behaviour preserved, refactoring goals met\n")
    )
  }
}
