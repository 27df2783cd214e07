import Foundation
import Testing

@testable import Workbook
@testable import WorkbookFixtures
@testable import WorkbookRunner

/// `workbook progress`: each exercise untouched, in progress or done, read from its sources.
@MainActor
struct ProgressTests {
  /// How the attendee left the Shelf's exercise before asking.
  enum Work: String, CaseIterable, Sendable {
    case none, comment, dataSource, resetFromTidied, resetFromNumberedAndEdited
  }

  func book(after work: Work) throws -> ShelfBook {
    let book = try ShelfBook(goals: VerifyTests.goals)
    _ = try book.catalog.approve()
    let exercise = book.catalog.folder.appendingPathComponent("Exercise", isDirectory: true)
    func write(_ text: String, _ file: String) throws {
      try text.write(to: exercise.appendingPathComponent(file), atomically: true, encoding: .utf8)
    }
    switch work {
    case .none: break
    case .comment: try write("// what the items are\n", "Notes.swift")
    case .dataSource: try write("final class ItemsDataSource {}\n", "ItemsDataSource.swift")
    case .resetFromTidied: _ = book.runner().run(["reset", "99", "--from", "1-tidied"])
    case .resetFromNumberedAndEdited:
      _ = book.runner().run(["reset", "99", "--from", "2-numbered"])
      try write("// numbered\n", "Notes.swift")
    }
    return book.reopened()
  }

  @Test(arguments: [
    (
      Work.none, "untouched    a copy of 0-listed · 1 of 2 goals met",
      "0 done · 0 in progress · 1 untouched — next: chapter 99's lesson, then swift run workbook verify 99"
    ),
    (
      .comment, "in progress  1 of 2 goals met · behaviour ✓",
      "0 done · 1 in progress · 0 untouched — next: swift run workbook verify 99"
    ),
    (
      .dataSource, "done         2 of 2 goals met · behaviour ✓",
      "1 done · 0 in progress · 0 untouched — every exercise done"
    ),
    (
      .resetFromTidied, "untouched    a copy of 1-tidied · 2 of 2 goals given",
      "0 done · 0 in progress · 1 untouched — next: chapter 99's lesson, then swift run workbook verify 99"
    ),
    (
      .resetFromNumberedAndEdited,
      "in progress  1 of 2 goals met (1 given by 2-numbered) · behaviour ✗ 1 of 3 scenarios differ",
      "0 done · 1 in progress · 0 untouched — next: swift run workbook verify 99"
    ),
  ])
  func eachExerciseSaysWhereItStands(work: Work, line: String, closing: String) throws {
    let book = try book(after: work)
    defer { book.remove() }
    let runner = book.runner()
    #expect(runner.run(["progress"]) == .success)
    #expect(
      runner.console.output == """
        Your exercises, read from their sources:

          99 Shelf  \(line)

        \(closing)

        """)
  }

  @Test func jsonGivesEachExercisesStateGoalsAndBehaviour() throws {
    let book = try book(after: .resetFromNumberedAndEdited)
    defer { book.remove() }
    let runner = book.runner()
    #expect(runner.run(["progress", "--json"]) == .success)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(runner.console.output.utf8)) as? [String: Any])
    let exercise = try #require((json["exercises"] as? [[String: Any]])?.first)
    #expect(exercise["state"] as? String == "inProgress")
    #expect(exercise["startedFrom"] as? String == "2-numbered")
    #expect(exercise["startedByReset"] as? Bool == true)
    #expect(exercise["goals"] as? Int == 2)
    #expect(exercise["goalsGiven"] as? Int == 1)
    #expect(exercise["scenarios"] as? Int == 3)
    #expect(exercise["scenariosHolding"] as? Int == 2)
    let report = try JSONDecoder().decode(ProgressReport.self, from: Data(runner.console.output.utf8))
    #expect(report.count(.inProgress) == 1)
  }

  @Test func anUntouchedExerciseIsNotRun() throws {
    // Without approved transcripts no run could hold: an untouched exercise is not run at all.
    let book = try ShelfBook(goals: VerifyTests.goals)
    defer { book.remove() }
    let runner = book.runner()
    _ = runner.run(["progress", "--json"])
    let untouched = try JSONDecoder().decode(ProgressReport.self, from: Data(runner.console.output.utf8))
    #expect(untouched.exercises.first?.state == .untouched)
    #expect(untouched.exercises.first?.scenarios == nil)
  }

  @Test func progressIsParsedListedAndHasHelp() throws {
    #expect(try CommandLineTests.command(["progress"]) as? ProgressCommand == ProgressCommand())
    #expect(
      try CommandLineTests.command(["progress", "--json", "--isolate"]) as? ProgressCommand
        == ProgressCommand(flags: OutputFlags(json: true, isolate: true)))
    let usage = try #require(try CommandLineTests.help(["progress", "--help"]))
    #expect(usage.hasPrefix("Usage: workbook progress [--json] [--isolate]"))
    let overview = try #require(try CommandLineTests.help(["--help"]))
    #expect(overview.contains("\n  progress     every chapter's exercise: untouched, in progress"))
    #expect(throws: UsageError.self) { try CommandLineTests.command(["progress", "01"]) }
  }
}
