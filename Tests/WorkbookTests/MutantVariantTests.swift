import Foundation
import HeadlessAutomation
import Testing

@testable import Workbook
@testable import WorkbookFixtures

/// The mutant variant `workbook mutate` adds carries the expected failures of the variant it
/// mutates: unmutated, it crashes where that variant is declared to, and that holds.
@MainActor
struct MutantVariantTests {
  nonisolated static let crashes: [ExpectedFailure.Crash] = [
    .fault(ExpectedFailureTests.uikitWording), .fatalError("notImplemented"),
  ]

  static func book(declaring crash: ExpectedFailure.Crash) throws -> ShelfBook {
    let book = try ShelfBook(expectedFailures: [ExpectedFailureTests.miscounted(crash)])
    _ = try book.catalog.approve()
    return book
  }

  /// Declared on 5-Miscounted, so declared on its mutant: a fault (recorded in the process) is
  /// its expected failure, a trap must run in a child process.
  @Test(arguments: crashes)
  func theMutantIsDeclaredToCrashWhereTheVariantMutatedIs(crash: ExpectedFailure.Crash) throws {
    let book = try Self.book(declaring: crash)
    defer { book.remove() }
    let catalog = try #require(
      book.catalog.addingMutant(of: "5-miscounted") {
        HeadlessApp.launch(ShelfAppDelegate(world: $0, behaviour: .forgetsTheItem))
      })
    let mutant = Chapter.mutantVariant
    #expect(catalog.chapter.traps(variant: mutant, scenario: "add-items") == crash.traps)
    #expect(!catalog.chapter.traps(variant: mutant, scenario: "launch"))
    guard !crash.traps else { return }
    let outcome = try #require(catalog.chapter.check(variant: mutant, scenario: "add-items"))
    guard case .expectedFailure = outcome.verdict else {
      Issue.record("expected the declared failure, got \(outcome.verdict)")
      return
    }
  }

  /// A runner whose catalog has no mutant variant judges a mutant's trap by the declarations of
  /// the variant mutated: the declared crash holds, another does not, nor one elsewhere.
  @Test(arguments: [
    ("5-miscounted", "add-items", "Fatal error: notImplemented", true),
    ("5-miscounted", "add-items", "Fatal error: Index out of range", false),
    ("5-miscounted", "launch", "Fatal error: notImplemented", false),
    ("1-tidied", "add-items", "Fatal error: notImplemented", false),
  ])
  func theParentJudgesAMutantsTrapAsTheVariantMutated(
    variant: String, scenario: String, crash: String, holds: Bool
  ) throws {
    let book = try Self.book(declaring: .fatalError("notImplemented"))
    defer { book.remove() }
    let subject = RunSubject(chapter: book.chapter.name, variant: Chapter.mutantVariant, scenario: scenario)
    let judged = book.chapter.judged(RunOutcome(subject, .trapped(crash: crash)), asMutantOf: variant)
    #expect(judged.subject == subject)
    #expect(judged.verdict.holds == holds, "\(judged.verdict)")
  }
}
