import ArticlesCatalog
import ArticlesKit
import HeadlessUIKit
import Testing
import Workbook

/// The article's code as printed: it launches, waits and fails as the others do, and crashes on
/// the first cell, in UIKit's words.
@MainActor
@Suite("Articles · the article's code as printed")
struct AsPrintedTests {
  private let asPrinted = catalog.variant("2-model-as-printed")!

  @Test("It crashes as soon as the first articles arrive, unable to dequeue an ArticleCell")
  func crashesOnTheFirstCell() throws {
    let session = try catalog.session(for: asPrinted)
    try session.launchHoldingRequests()
    defer { session.quit() }
    #expect(session.crash == nil)

    try session.perform(.release(Request.first))

    #expect(session.crash?.name == "NSInternalInconsistencyException")
    #expect(
      session.crash?.reason
        == "unable to dequeue a cell with identifier ArticleCell - must register a nib or a class for the "
        + "identifier or connect a prototype cell in a storyboard")
  }

  @Test("Without articles it runs: a failure is printed, as on step 2")
  func runsWithoutArticles() throws {
    let session = try catalog.session(for: asPrinted)
    try session.launchHoldingRequests()
    defer { session.quit() }
    try session.perform(.fail(Request.first, message: "offline"))

    #expect(session.crash == nil)
    #expect(session.world.log.lines == ["requestFailed: offline"])
  }
}
