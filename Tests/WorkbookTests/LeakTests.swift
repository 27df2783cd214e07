import HeadlessUIKit
import Testing

@testable import Workbook
@testable import WorkbookFixtures

/// Leak checking: a controller that outlives its place on screen is a fault in the transcript,
/// naming what holds it.
@MainActor
struct LeakTests {
  nonisolated static let cycles: [(ShelfBehaviour, String)] = [
    (
      .holdsItsPresenter,
      "✗ leak: ItemsViewController is still alive after it left the screen — "
        + "ItemsViewController.presenter → ShelfPresenter.view → ItemsViewController"
    ),
    (
      .capturesSelfInTheAction,
      "✗ leak: ItemsViewController is still alive after it left the screen — perhaps held by a closure "
        + "that captured it (what a closure captured cannot be seen); the nearest closures it holds are "
        + "stored in UIViewController.storedNavigationItem → UINavigationItem.rightBarButtonItems "
        + "→ UIBarButtonItem.primaryAction → UIAction.handler"
    ),
  ]

  @Test(arguments: cycles)
  func aLeakingVariantDiffersFromTheApprovedTranscriptNamingTheCycle(
    behaviour: ShelfBehaviour, leak: String
  ) throws {
    let leaking = Variant<ShelfWorld>.step("6-Leaking", title: "Leaking", parent: "1-Tidied") {
      HeadlessApp.launch(ShelfAppDelegate(world: $0, behaviour: behaviour))
    }
    let book = try ShelfBook(extraVariants: [leaking])
    defer { book.remove() }
    _ = try book.catalog.approve()
    let outcome = book.catalog.check(book.scenario("launch"), on: book.variant("6-leaking"))
    guard case .differs(let difference) = outcome.verdict else {
      Issue.record("expected the leak to differ, got \(outcome.verdict)")
      return
    }
    #expect(difference.diff.contains("+ \(leak)"), "\(difference.diff)")
  }

  @Test func aDismissedSheetThatStaysAliveIsCaughtByTheDismissal() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    let session = AppSession(
      .step("6-Leaking", title: "Leaking", parent: nil) {
        HeadlessApp.launch(ShelfAppDelegate(world: $0, behaviour: .keepsTheDismissedSheet))
      }, in: try ShelfWorld())
    let entries = [Action<ShelfWorld>.launch, .tap("Info"), .tap("Done")].enumerated().map {
      session.record($0.element, number: $0.offset + 1)
    }
    #expect(
      entries.map(\.problems) == [
        [], [],
        [
          "✗ leak: InfoViewController is still alive after it left the screen — "
            + "InfoViewController.keeper → InfoKeeper.sheet → InfoViewController"
        ],
      ])
    #expect(session.quitReportingLeaks() == [])
  }

  @Test func aRelaunchChecksTheAppItReplaced() throws {
    let session = AppSession(
      .step("6-Leaking", title: "Leaking", parent: nil) {
        HeadlessApp.launch(ShelfAppDelegate(world: $0, behaviour: .holdsItsPresenter))
      }, in: try ShelfWorld())
    let entries = [Action<ShelfWorld>.launch, .relaunch].enumerated().map {
      session.record($0.element, number: $0.offset + 1)
    }
    #expect(
      entries.map(\.problems) == [
        [],
        [
          "✗ leak: ItemsViewController is still alive after it left the screen — "
            + "ItemsViewController.presenter → ShelfPresenter.view → ItemsViewController"
        ],
      ])
  }

  @Test func theSoundVariantsLeakNothing() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    for scenario in ShelfBook.scenarios {
      let transcript = book.catalog.transcript(of: scenario, on: book.variant("1-tidied"))
      #expect(transcript.entries.allSatisfy { !$0.problems.contains { $0.contains("leak:") } })
    }
  }
}
