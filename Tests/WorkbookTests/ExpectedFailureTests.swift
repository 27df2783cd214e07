import Foundation
import HeadlessUIKit
import Testing
import WorkbookTesting

@testable import Workbook
@testable import WorkbookFixtures
@testable import WorkbookRunner

/// Variants declared expected to fail, on the Shelf chapter: 5-Miscounted trips UIKit's
/// batch-update check when + is tapped. A declared failure holds only when it crashes where and
/// as declared; anything else is the declaration's failure.
@MainActor
struct ExpectedFailureTests {
  nonisolated static let uikitWording = "Invalid update: invalid number of rows in section 0."

  static func miscounted(_ crash: ExpectedFailure.Crash = .fault(uikitWording)) -> ExpectedFailure {
    ExpectedFailure(
      variant: "5-Miscounted", scenarios: ["add-items"], crash: crash,
      reason: "the published code inserts a row for an item it never adds")
  }

  /// The book with its transcripts approved, and the declarations given.
  static func book(_ expectedFailures: [ExpectedFailure]) throws -> ShelfBook {
    let book = try ShelfBook(expectedFailures: expectedFailures)
    _ = try book.catalog.approve()
    return book
  }

  @Test func aDeclaredCrashIsTheExpectedFailureAndTheOtherScenariosStillCompare() throws {
    let book = try Self.book([Self.miscounted()])
    defer { book.remove() }
    let crashed = book.catalog.check(book.scenario("add-items"), on: book.variant("5-miscounted"))
    guard case .expectedFailure(let reason, let crash) = crashed.verdict else {
      Issue.record("expected the declared failure, got \(crashed.verdict)")
      return
    }
    #expect(reason == Self.miscounted().reason)
    #expect(crash.hasPrefix("at action 2 (tap \"+\"): *** Terminating app"), "\(crash)")
    #expect(crash.contains(Self.uikitWording))
    #expect(crashed.holds && crashed.verdict.symbol == "⚑")
    let launch = book.catalog.check(book.scenario("launch"), on: book.variant("5-miscounted"))
    #expect(launch.verdict == .same, "a scenario the declaration does not list compares as usual")
  }

  @Test(arguments: [
    ("1-Tidied", ExpectedFailure.Crash.fault(uikitWording), "it ran to the end without crashing"),
    ("5-Miscounted", .fault("index out of range"), "it crashed otherwise: at action 2"),
  ])
  func aDeclarationThatDoesNotHappenFails(variant: String, crash: ExpectedFailure.Crash, actual: String)
    throws
  {
    let declaration = ExpectedFailure(
      variant: variant, scenarios: ["add-items"], crash: crash, reason: "published that way")
    let book = try Self.book([declaration])
    defer { book.remove() }
    let outcome = book.catalog.check(book.scenario("add-items"), on: book.variant(variant.lowercased()))
    guard case .failureNotReproduced(let expected, let happened) = outcome.verdict else {
      Issue.record("expected the declaration to fail, got \(outcome.verdict)")
      return
    }
    #expect(expected == crash.message)
    #expect(happened.hasPrefix(actual), "\(happened)")
    #expect(!outcome.holds && outcome.verdict.symbol == "✗")
    #expect(outcome.message.contains("was declared to crash with \"\(crash.message)\", but \(actual)"))
  }

  @Test func theMatrixMarksDeclaredFailuresAndExitsZeroWhenExactlyThoseFail() throws {
    let book = try Self.book([Self.miscounted()])
    defer { book.remove() }
    let runner = book.runner()
    let variants = ["0-listed", "1-tidied", "5-miscounted"]
    let exitCode = try MatrixRun(chapters: [book.chapter], variants: variants, json: false, isolate: false)
      .run(in: runner)
    let output = runner.console.output
    #expect(exitCode == .success, "\(output)")
    #expect(output.contains("⚑ declared failure reproduced"))
    #expect(
      output.contains(
        "  ⚑ 5-miscounted crashes on add-items, as declared: the published code inserts a row for an item it never adds"
      ))
    #expect(output.contains("1 chapter · 3 variants · 3 scenarios · 9 runs: 8 ✓, 0 ≠, 1 ⚑, 0 ✗, 0 ‼"))
    let undeclared = try ShelfBook()
    defer { undeclared.remove() }
    _ = try undeclared.catalog.approve()
    let plain = undeclared.runner()
    let undeclaredRun = MatrixRun(
      chapters: [undeclared.chapter], variants: variants, json: false, isolate: false)
    #expect(try undeclaredRun.run(in: plain) == .crashed)
    #expect(
      plain.console.output.contains("9 runs: 8 ✓, 0 ≠, 0 ✗, 1 ‼"), "no ⚑ count when nothing is declared")
  }

  @Test func aTrapWhereOneIsDeclaredIsJudgedByTheDeclaration() throws {
    let book = try ShelfBook(expectedFailures: [Self.miscounted(.fatalError("notImplemented"))])
    defer { book.remove() }
    let chapter = book.chapter
    #expect(chapter.traps(variant: "5-miscounted") && !chapter.traps(variant: "1-tidied"))
    #expect(
      chapter.traps(variant: "5-miscounted", scenario: "add-items")
        && !chapter.traps(variant: "5-miscounted", scenario: "launch"))
    let subject = { RunSubject(chapter: "Shelf", variant: $0, scenario: $1) }
    let trap = "Fatal error: notImplemented (Row.swift:12)\nthe process stopped on signal 4 (SIGILL)"
    let judged = chapter.judged(RunOutcome(subject("5-miscounted", "add-items"), .trapped(crash: trap)))
    #expect(judged.verdict == .expectedFailure(reason: Self.miscounted().reason, crash: trap))
    let other = chapter.judged(
      RunOutcome(subject("5-miscounted", "add-items"), .trapped(crash: "Fatal error: Index out of range")))
    #expect(other.verdict.status == .failureNotReproduced)
    let undeclared = RunOutcome(subject("5-miscounted", "launch"), .trapped(crash: trap))
    #expect(chapter.judged(undeclared) == undeclared, "a trap nobody declared stays a crash")
  }

  @Test func listAndItsJSONShowTheDeclaration() throws {
    let book = try Self.book([Self.miscounted()])
    defer { book.remove() }
    let runner = book.runner()
    #expect(runner.run(["list"]) == .success)
    #expect(
      runner.console.output.contains(
        """
          Expected failures (code as published, kept to show what the suite catches):
            ⚑ 5-miscounted crashes on add-items with "\(Self.uikitWording)": \(Self.miscounted().reason)
        """))
    let json = try Runner.json(book.chapter)
    #expect(json.contains("\"expectedFailures\" : ["))
    #expect(json.contains("\"kind\" : \"fault\""))
  }

  /// The book with a variant whose + traps, declared to.
  static func trappingBook() throws -> ShelfBook {
    let unfinished = Variant<ShelfWorld>.step("6-Unfinished", title: "Unfinished", parent: "1-Tidied") {
      HeadlessApp.launch(ShelfAppDelegate(world: $0, behaviour: .neverAdds))
    }
    let declaration = ExpectedFailure(
      variant: "6-Unfinished", scenarios: ["add-items"], crash: .fatalError("notImplemented"),
      reason: "+ was never written")
    return try ShelfBook(expectedFailures: [declaration], extraVariants: [unfinished])
  }

  @Test func aDeclaredTrapIsLeftToAnExitTestThatChecksItsMessage() async throws {
    let book = try Self.trappingBook()
    defer { book.remove() }
    let trap = try #require(book.catalog.expectedTraps.first)
    #expect(book.catalog.expectedTraps.count == 1)
    #expect(trap.testDescription == "traps · 6-unfinished · add-items")
    let checks = book.catalog.conformanceChecks.map(\.name)
    #expect(!checks.contains("transcript · 6-unfinished · add-items"), "it would take the tests down")
    #expect(checks.contains("transcript · 6-unfinished · launch"))
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [trap = trap as ExpectedTrap] in
      await MainActor.run {
        let book = try! ExpectedFailureTests.trappingBook()
        book.catalog.run(trap)
      }
    }
    trap.verify(result)
    let misdeclared = ExpectedTrap(
      variant: trap.variant, scenario: trap.scenario, message: "Index out of range")
    withKnownIssue("the child said notImplemented") { misdeclared.verify(result) }
  }

  @Test func theCatalogRefusesDeclarationsThatCannotHold() throws {
    let book = try ShelfBook(expectedFailures: [
      ExpectedFailure(variant: "9-Missing", scenarios: ["add-items"], crash: .fault("x"), reason: "r"),
      ExpectedFailure(variant: "4-Reversed", scenarios: [], crash: .fault(""), reason: "r"),
      ExpectedFailure(variant: "4-Reversed", scenarios: ["dance"], crash: .fault("x"), reason: "r"),
    ])
    defer { book.remove() }
    #expect(
      book.catalog.problems == [
        "an expected failure names an unknown variant \"9-missing\"",
        "the expected failure of \"4-reversed\" names no scenario: it could never fail",
        "the expected failure of \"4-reversed\" says nothing the crash must say",
        "an expected failure names an unknown scenario \"dance\"",
        "variant \"4-reversed\" is declared to fail twice",
      ])
  }

  @Test(arguments: [
    Verdict.expectedFailure(reason: "published that way", crash: "at action 2 (tap \"+\"): *** Terminating"),
    .failureNotReproduced(expected: "notImplemented", actual: "it ran to the end without crashing"),
  ])
  func theNewVerdictsSurviveJSON(verdict: Verdict) throws {
    let outcome = RunOutcome(
      RunSubject(chapter: "Shelf", variant: "5-miscounted", scenario: "add-items"), verdict)
    let decoded = try JSONDecoder().decode(RunOutcome.self, from: Data(try Runner.json(outcome).utf8))
    #expect(decoded == outcome)
  }
}
