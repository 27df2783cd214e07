import ArticlesKit
import Foundation
import Testing
import WorldKit

@testable import ArticlesViewData

// The view-data branch's presenter and cell together, without a screen: the articles the presenter
// lists become, row by row, the view data the controller hands each cell.

@MainActor
@Suite("ArticlesPresenter's rows as view data (view-data branch)")
struct ArticlesPresenterRowsTests {
  // MARK: Test doubles

  final class ArticlesPresenterOutputSpy: ArticlesPresenterOutput {
    var updateCount = 0

    func updateArticles(_ articles: [Article]) {
      updateCount += 1
    }

    func endRefreshing() {}
  }

  /// Answers each fetch at once with the articles it was given.
  struct ArticlesModelInputStub: ArticlesModelInput {
    let articles: [Article]

    func fetchArticles(completion: @escaping (Result<[Article], Error>) -> Void) {
      completion(.success(articles))
    }
  }

  // MARK: Tests

  @Test(
    "Once the articles arrive, each row's view data is its article's, and past the last row there is none")
  func rowsAsViewData() throws {
    let spy = ArticlesPresenterOutputSpy()
    let presenter = ArticlesPresenter(view: spy, model: ArticlesModelInputStub(articles: Article.samples))

    presenter.viewDidLoad()

    #expect(spy.updateCount == 1)
    // Formatted as the device does (the World's locale and time zone), in one go: other suites
    // make their own World's settings current in between tests.
    let rows = try ArticlesWorld().runAsTheDevice {
      (0..<presenter.numberOfArticles).compactMap(presenter.article(forRow:)).map(ArticleCell.ViewData.init)
    }
    #expect(rows.map(\.title) == Article.samples.map(\.title))
    #expect(rows.map(\.createdAt) == ["21 Dec 2020", "20 Dec 2020", "19 Dec 2020"])
    #expect(presenter.article(forRow: Article.samples.count) == nil)
  }
}
