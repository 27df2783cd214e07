import Foundation
import Testing
import WorkbookTesting

@testable import Workbook
@testable import WorkbookFixtures

/// A crash declared with the step that fixed it (`fixedAt`): the variant must crash as declared,
/// or run to the end exactly as that step does; nothing else holds. On the Shelf, 2-Numbered's
/// declared divergence on add-items stands for the fix, and 3-Kept behaves as it does.
@MainActor
struct FixedCrashTests {
  static func declaration(_ variant: String, _ crash: ExpectedFailure.Crash, fixedAt: String? = "2-Numbered")
    -> ExpectedFailure
  {
    ExpectedFailure(
      variant: variant, scenarios: ["add-items"], crash: crash, reason: "published crashing", fixedAt: fixedAt
    )
  }

  @Test func aVariantThatRunsAsTheFixingStepHolds() throws {
    let book = try ExpectedFailureTests.book([Self.declaration("3-Kept", .fault("never said"))])
    defer { book.remove() }
    let outcome = book.catalog.check(book.scenario("add-items"), on: book.variant("3-kept"))
    #expect(
      outcome.verdict
        == .declaredDivergence(
          reason: ExpectedFailure.fixedMarker("2-numbered") + ": " + ShelfBook.numberedItems.reason))
    #expect(outcome.holds)
  }

  @Test func aVariantThatRunsOtherwiseFailsTheDeclaration() throws {
    let book = try ExpectedFailureTests.book([Self.declaration("4-Reversed", .fault("never said"))])
    defer { book.remove() }
    let outcome = book.catalog.check(book.scenario("add-items"), on: book.variant("4-reversed"))
    #expect(
      outcome.verdict
        == .failureNotReproduced(
          expected: "never said", actual: "it ran to the end without crashing, and not as 2-numbered does"))
  }

  @Test func approvalRecordsNothingForARunDeclaredToCrash() throws {
    let book = try ExpectedFailureTests.book([Self.declaration("0-Listed", .fault("never said"))])
    defer { book.remove() }
    let names = try book.catalog.transcriptFileNames(received: false)
    #expect(!names.contains("add-items.txt"), "the root is declared to crash on it")
    #expect(names.contains("add-items@2-numbered.txt") && names.contains("launch.txt"))
    #expect(
      book.catalog.expectedTranscriptNames.contains("add-items.txt"),
      "1-tidied still has to reproduce it: the stored-transcripts check says it is missing")
    let crashing = try ExpectedFailureTests.book(
      ["0-Listed", "1-Tidied", "4-Reversed", "5-Miscounted", "exercise"].map {
        Self.declaration($0, .fault("never said"))
      })
    defer { crashing.remove() }
    #expect(
      !crashing.catalog.expectedTranscriptNames.contains("add-items.txt"),
      "every variant that would reproduce it is declared to crash (2-Numbered and 3-Kept diverge)")
  }

  @Test func theFixingStepMustExistAndDivergeThere() throws {
    let book = try ShelfBook(expectedFailures: [
      Self.declaration("3-Kept", .fault("x"), fixedAt: "9-Gone"),
      Self.declaration("4-Reversed", .fault("x"), fixedAt: "1-Tidied"),
    ])
    defer { book.remove() }
    #expect(
      book.catalog.problems == [
        "the expected failure of \"3-kept\" is fixed at an unknown variant \"9-gone\"",
        "the expected failure of \"4-reversed\" is fixed at 1-tidied, which declares no divergence on add-items",
      ])
  }

  @Test func anExitTestAcceptsARunAsTheFixingStep() async throws {
    let book = try ExpectedFailureTests.book([Self.declaration("3-Kept", .fatalError("notImplemented"))])
    defer { book.remove() }
    let trap = try #require(book.catalog.expectedTraps.first)
    #expect(trap.fixedAt == "2-numbered")
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [trap = trap as ExpectedTrap] in
      await MainActor.run {
        let book = try! ExpectedFailureTests.book([
          FixedCrashTests.declaration("3-Kept", .fatalError("notImplemented"))
        ])
        book.catalog.run(trap)
      }
    }
    trap.verify(result)
    let unfixed = ExpectedTrap(variant: trap.variant, scenario: trap.scenario, message: trap.message)
    withKnownIssue("without fixedAt, running to the end is no trap") { unfixed.verify(result) }
  }
}
