import ArticlesKit
import Foundation
import Testing

@testable import ArticlesMVP

// The MVP branch's presenter, alone: a spy for the view controller it tells what to display, a
// stub for the model it asks for articles (as the book's SearchUserPresenterTests).

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

  /// Holds each fetch until the test answers it.
  final class ArticlesModelInputStub: ArticlesModelInput {
    var pendingCompletions: [(Result<[Article], Error>) -> Void] = []

    func fetchArticles(completion: @escaping (Result<[Article], Error>) -> Void) {
      pendingCompletions.append(completion)
    }

    /// Answers the oldest pending fetch.
    func answer(_ result: Result<[Article], Error>) {
      pendingCompletions.removeFirst()(result)
    }
  }

  struct Offline: Error {}

  // MARK: Subject under test

  private let spy = ArticlesPresenterOutputSpy()
  private let model = ArticlesModelInputStub()
  private let presenter: ArticlesPresenter

  init() {
    presenter = ArticlesPresenter(view: spy, model: model)
  }

  // MARK: Tests

  @Test("viewDidLoad asks the model for the articles; the answer updates the view and ends refreshing")
  func viewDidLoadLoads() {
    presenter.viewDidLoad()
    #expect(model.pendingCompletions.count == 1)
    #expect(spy.updatedArticles.isEmpty)

    model.answer(.success(Article.samples))

    #expect(spy.updatedArticles == [Article.samples])
    #expect(spy.endRefreshingCount == 1)
    #expect(presenter.numberOfArticles == 3)
    #expect(presenter.article(forRow: 0) == Article.samples[0])
    // The edge of `row < articles.count`, on both sides: the last row has an article, the next none.
    #expect(presenter.article(forRow: 2) == Article.samples[2])
    #expect(presenter.article(forRow: 3) == nil)
  }

  @Test("A pull to refresh asks again, and appends the answer (the seed's bug, kept by the refactoring)")
  func pullToRefreshAppends() {
    presenter.viewDidLoad()
    model.answer(.success(Article.samples))
    presenter.didPullToRefresh()
    model.answer(.success(Article.samples))

    #expect(presenter.numberOfArticles == 6)
    #expect(spy.endRefreshingCount == 2)
  }

  @Test("A failure ends refreshing and updates nothing")
  func failure() {
    presenter.viewDidLoad()
    model.answer(.failure(Offline()))

    #expect(spy.updatedArticles.isEmpty)
    #expect(spy.endRefreshingCount == 1)
    #expect(presenter.numberOfArticles == 0)
  }
}
