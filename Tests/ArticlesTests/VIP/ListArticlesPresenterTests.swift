import ArticlesKit
import Testing
import WorldKit

@testable import ArticlesListArticlesRouter

// The VIP branch's presenter, alone: a spy in the view controller's place. What it checks is the
// presentation logic: an article becomes the five texts its row shows, a failure the line the
// console prints. The date is formatted as the device formats it, so it runs as the device.

@MainActor
@Suite("ListArticlesPresenter (VIP)")
struct ListArticlesPresenterTests {
  // MARK: Test doubles

  final class ListArticlesDisplayLogicSpy: ListArticlesDisplayLogic {
    var displayed: [ListArticles.FetchArticles.ViewModel] = []

    func displayFetchedArticles(viewModel: ListArticles.FetchArticles.ViewModel) {
      displayed.append(viewModel)
    }
  }

  // MARK: Subject under test

  let display = ListArticlesDisplayLogicSpy()

  private func present(_ result: Result<[Article], Error>) throws {
    let world = try ArticlesWorld()
    world.runAsTheDevice {
      let presenter = ListArticlesPresenter()
      presenter.viewController = display
      presenter.presentFetchedArticles(response: ListArticles.FetchArticles.Response(result: result))
    }
  }

  // MARK: Tests

  @Test("Fetched articles are displayed as their rows' texts, in order")
  func fetchedArticles() throws {
    try present(.success(Array(Article.samples.prefix(2))))

    #expect(display.displayed.count == 1)
    #expect(
      display.displayed.first?.displayedArticles == [
        ListArticles.DisplayedArticle(
          title: "Cocoa MVCがおFatになりやすいワケ", user: "@k_awoki", likes: "42 LGTM",
          tags: "#iOS #Swift #MVC", createdAt: "21 Dec 2020"),
        ListArticles.DisplayedArticle(
          title: "UITableViewのセルをxibで作る", user: "@nib_lover", likes: "17 LGTM", tags: "#iOS #UIKit",
          createdAt: "20 Dec 2020"),
      ])
    #expect(display.displayed.first?.errorMessage == nil)
  }

  @Test("A failure is displayed as the error's printed line, with no rows to replace the list's")
  func failure() throws {
    try present(.failure(ApiError.requestFailed(message: "The Internet connection appears to be offline.")))

    #expect(display.displayed.count == 1)
    #expect(display.displayed.first?.displayedArticles == nil)
    #expect(
      display.displayed.first?.errorMessage == "requestFailed: The Internet connection appears to be offline."
    )
  }

  @Test("The presenter holds its view controller weakly: the scene's owner is the view controller")
  func weakViewController() {
    let presenter = ListArticlesPresenter()
    var spy: ListArticlesDisplayLogicSpy? = ListArticlesDisplayLogicSpy()
    weak let released = spy
    presenter.viewController = spy
    spy = nil

    #expect(released == nil)
    presenter.presentFetchedArticles(response: ListArticles.FetchArticles.Response(result: .success([])))
  }
}
