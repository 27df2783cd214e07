import Foundation
import Testing
import WorldKit

@testable import Workbook
@testable import WorkbookFixtures

/// A relaunch ends the app's process: requests it made never answer, neither it nor the app
/// launched after it (found by `workbook fuzz 02`: a request of the quit app, failed after the
/// relaunch, reached steps whose controller it still held alive, and not the others).
@MainActor
struct RelaunchTests {
  @Test func aRelaunchCancelsTheQuitAppsRequests() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    let session = try book.catalog.session(for: book.variant("0-listed"))
    try session.perform(.launch)
    session.world.requests.policy = .hold
    session.world.requests.submit("held") { _ in Issue.record("a quit app's request answered") }
    try session.perform(.relaunch)
    #expect(session.world.requests.heldRequestNames.isEmpty)
    #expect(throws: PendingRequestError.self) { try session.world.requests.release("held") }
  }
}
