import HeadlessUIKit
import Testing

@testable import Workbook
@testable import WorkbookFixtures

/// Driving an app with scenario actions, as behaviour tests and transcripts do.
@MainActor
struct AppSessionTests {
  @Test func tapIfShownTapsWhatIsShownAndSkipsWhatIsNot() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    let session = try book.catalog.session(for: book.variant("0-listed"))
    try session.perform(.launch)
    let before = session.screen

    try session.perform(.tapIfShown("Nothing by that name"))
    #expect(session.screen == before, "an element that is not shown is skipped")

    try session.perform(.tapIfShown("+"))
    #expect(session.screen != before, "an element that is shown is tapped")
    #expect(throws: AutomationError.self) { try session.perform(.tap("Nothing by that name")) }
  }

  @Test func actionsNeedARunningApp() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    let session = try book.catalog.session(for: book.variant("0-listed"))
    #expect(throws: ScenarioError.appNotRunning) { try session.perform(.tap("+")) }
    try session.perform(.launch)
    #expect(throws: ScenarioError.alreadyRunning) { try session.perform(.launch) }
    session.quit()
    #expect(session.screen.isEmpty)
  }

  @Test func afterACrashTheAppRefusesUserActionsTheWorldGoesOnAndRelaunchStartsAgain() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    let session = try book.catalog.session(for: book.variant("5-miscounted"))
    try session.perform(.launch)
    let crashing = session.record(.tap("+"), number: 2)
    #expect(crashing.problems.count == 1 && crashing.problems[0].hasPrefix(Transcript.crashMarker))
    let refused = #expect(throws: AutomationError.self) { try session.perform(.tap("+")) }
    #expect(refused?.kind == .crashed)
    try session.perform(.advanceClock(by: 60))
    try session.perform(.relaunch)
    #expect(session.crash == nil)
    #expect(session.app?.tables.first?.rows.count == 3, "a fresh launch lists the stock again")
  }
}
