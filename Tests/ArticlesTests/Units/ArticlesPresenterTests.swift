import ArticlesKit
import Foundation
import Testing

@testable import ArticlesMVP

// The MVP branch's presenter, alone: a spy for the view controller it tells what to display.

@MainActor
@Suite("ArticlesPresenter (MVP)")
struct ArticlesPresenterTests {
  // MARK: Test doubles

  final class ArticlesPresenterOutputSpy: ArticlesPresenterOutput {
    var updatedArticles: [[Article]] = []
    var endRefreshingCount = 0

    func updateArticles(_ articles: [Article]) {
      updatedArticles.append(articles)
    }

    func endRefreshing() {
      endRefreshingCount += 1
    }
  }

  // MARK: Subject under test

  private let world: ArticlesWorld
  private let spy = ArticlesPresenterOutputSpy()
  private let presenter: ArticlesPresenter

  init() throws {
    world = try ArticlesWorld()
    world.requests.policy = .hold
    presenter = ArticlesPresenter(view: spy)
  }

  // MARK: Tests

  @Test("viewDidLoad requests the articles; the answer updates the view and ends refreshing")
  func viewDidLoadLoads() throws {
    ArticlesWorld.current = world  // the backend the API client reaches, for this test alone
    presenter.viewDidLoad()
    #expect(world.requests.heldRequestNames == [ApiClient.requestName(1)])

    try world.requests.release(ApiClient.requestName(1))

    #expect(spy.updatedArticles == [Article.samples])
    #expect(spy.endRefreshingCount == 1)
    #expect(presenter.numberOfArticles == 3)
    #expect(presenter.article(forRow: 0) == Article.samples[0])
    #expect(presenter.article(forRow: 3) == nil)
  }

  @Test("A pull to refresh requests again, and appends the answer (the seed's bug, kept by the refactoring)")
  func pullToRefreshAppends() throws {
    ArticlesWorld.current = world  // the backend the API client reaches, for this test alone
    presenter.viewDidLoad()
    try world.requests.release(ApiClient.requestName(1))
    presenter.didPullToRefresh()
    try world.requests.release(ApiClient.requestName(2))

    #expect(presenter.numberOfArticles == 6)
    #expect(spy.endRefreshingCount == 2)
  }

  @Test("A failure ends refreshing and updates nothing")
  func failure() throws {
    ArticlesWorld.current = world  // the backend the API client reaches, for this test alone
    presenter.viewDidLoad()
    try world.requests.fail(ApiClient.requestName(1), message: "offline")

    #expect(spy.updatedArticles.isEmpty)
    #expect(spy.endRefreshingCount == 1)
    #expect(world.log.lines == ["requestFailed: offline"])
  }
}
