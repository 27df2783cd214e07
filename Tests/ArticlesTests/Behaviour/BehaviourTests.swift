import ArticlesCatalog
import ArticlesKit
import Foundation
import HeadlessUIKit
import Testing
import Workbook
import WorkbookTesting

/// The behaviour of the Articles screen, stated as a reader would state it, on every variant that
/// shows articles: every step, the branches and the exercise. The app is driven, and read,
/// through the automation face only.
@MainActor
@Suite("Articles · behaviour on every variant", .exerciseRunsInAChildFirst(catalog.chapter))
struct BehaviourTests {
  @Test("While the first request is pending the table is empty and nothing spins", arguments: showingVariants)
  func launchPending(variant: Variant<ArticlesWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.launchHoldingRequests()
    defer { session.quit() }

    let screen = ArticlesScreen(session)
    #expect(screen.cells.isEmpty)
    #expect(!screen.isRefreshing)
    #expect(session.world.requests.heldRequestNames == [Request.first])
  }

  @Test(
    "The first answer shows the articles, newest first, with author, likes, tags and date",
    arguments: showingVariants)
  func loadSucceeds(variant: Variant<ArticlesWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.launchHoldingRequests()
    defer { session.quit() }
    try session.perform(.release(Request.first))

    let screen = ArticlesScreen(session)
    #expect(screen.titles == sampleTitles)
    #expect(
      screen.cells.first??.staticTexts
        == ["Cocoa MVCがおFatになりやすいワケ", "@k_awoki", "42 LGTM", "#iOS #Swift #MVC", "21 Dec 2020"])
  }

  @Test(
    "A failed request is printed; from step 3 it is also shown in an alert with the backend's message",
    arguments: showingVariants)
  func loadFails(variant: Variant<ArticlesWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.launchHoldingRequests()
    defer { session.quit() }
    try session.perform(.fail(Request.first, message: "offline"))

    let screen = ArticlesScreen(session)
    #expect(screen.cells.isEmpty)
    #expect(session.world.log.lines == ["requestFailed: offline"])
    if hasFixes(variant) {
      #expect(screen.alert?.title == "Could not load the articles")
      #expect(screen.alert?.message == "offline")
    } else {
      #expect(screen.alert == nil, "the user is told nothing")
    }
  }

  @Test(
    "A pull to refresh spins until the answer, which is appended before step 3 and replaces the list from it",
    arguments: showingVariants)
  func refresh(variant: Variant<ArticlesWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.launchHoldingRequests()
    defer { session.quit() }
    try session.perform(.release(Request.first))

    try session.perform(.pullToRefresh)
    #expect(ArticlesScreen(session).isRefreshing)
    #expect(session.world.requests.heldRequestNames == [Request.second])
    try session.perform(.release(Request.second))

    let screen = ArticlesScreen(session)
    #expect(!screen.isRefreshing)
    #expect(screen.titles == (hasFixes(variant) ? sampleTitles : sampleTitles + sampleTitles))
  }

  @Test("A refresh brings in a newly published article", arguments: showingVariants)
  func newArticle(variant: Variant<ArticlesWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.perform(.launch)
    defer { session.quit() }
    session.world.publish(.published)
    try session.perform(.pullToRefresh)

    let latest = [Article.published.title] + sampleTitles
    #expect(ArticlesScreen(session).titles == (hasFixes(variant) ? latest : sampleTitles + latest))
  }

  @Test(
    "A tapped row opens nothing; it stays selected before step 3, and is deselected from it",
    arguments: showingVariants)
  func tapRow(variant: Variant<ArticlesWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.perform(.launch)
    defer { session.quit() }
    try session.perform(.selectRow(containing: "Cocoa MVC"))

    let screen = ArticlesScreen(session)
    #expect(screen.cells.first??.isSelected == !hasFixes(variant))
    let bar = session.app?.navigationBars.first
    #expect(bar?.title == "Articles", "nothing is pushed: the list's bar is still on top")
    #expect(bar?.items == [], "no back button")
  }

  @Test("Answers out of order: the refresh's answer first, then the launch's", arguments: showingVariants)
  func outOfOrder(variant: Variant<ArticlesWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.launchHoldingRequests()
    defer { session.quit() }
    try session.perform(.pullToRefresh)
    try session.perform(.release(Request.second))
    #expect(!ArticlesScreen(session).isRefreshing)
    try session.perform(.release(Request.first))

    #expect(
      ArticlesScreen(session).titles == (hasFixes(variant) ? sampleTitles : sampleTitles + sampleTitles))
  }

  @Test("The list is not kept: a relaunch loads it again", arguments: showingVariants)
  func relaunch(variant: Variant<ArticlesWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.perform(.launch)
    defer { session.quit() }
    try session.perform(.pullToRefresh)
    try session.perform(.relaunch)

    #expect(ArticlesScreen(session).titles == sampleTitles)
  }
}
