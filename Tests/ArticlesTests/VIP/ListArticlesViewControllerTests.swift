import ArticlesKit
import Foundation
import HeadlessAutomation
import HeadlessUIKit
import Testing

@testable import ArticlesListArticlesRouter

// The VIP branch's view controller and view, alone, where no scenario reaches: the scene set up
// by every initialiser (the storyboard here makes the controller in code; Interface Builder on iOS
// decodes it), a tap sent to a spy router (the router's own route is empty, as the source's
// didSelectRowAt), the controller made in code instead of by the storyboard, and the view decoded.

extension ArticlesView: ArticlesViewUnderTest {}

@MainActor
@Suite("ArticlesViewController and ArticlesView (VIP)")
struct ListArticlesViewControllerTests {
  // MARK: Test doubles

  final class ListArticlesRouterSpy: ListArticlesRoutingLogic, ListArticlesDataPassing {
    var dataStore: ListArticlesDataStore?
    var routedToShowArticle = 0

    func routeToShowArticle() {
      routedToShowArticle += 1
    }
  }

  /// Asks nothing of the backend: the controller's own fetch on loading its view goes nowhere.
  final class ListArticlesBusinessLogicSpy: ListArticlesBusinessLogic {
    var fetched = 0

    func fetchArticles(request: ListArticles.FetchArticles.Request) {
      fetched += 1
    }
  }

  // MARK: Tests

  @Test("Every initialiser sets the scene up: interactor, presenter, router", arguments: Initialiser.allCases)
  func setup(_ initialiser: Initialiser) throws {
    let made: ArticlesViewController? =
      switch initialiser {
      case .code: ArticlesViewController(nibName: nil, bundle: nil)
      case .coder: ArticlesViewController(coder: NSCoder())
      }
    let articles = try #require(made)

    let interactor = try #require(articles.interactor as? ListArticlesInteractor)
    let presenter = try #require(interactor.presenter as? ListArticlesPresenter)
    #expect(presenter.viewController === articles)
    let router = try #require(articles.router as? ListArticlesRouter)
    #expect(router.viewController === articles)
    #expect(router.dataStore as? ListArticlesInteractor === interactor)
  }

  @Test("A tapped row is routed: the router is asked to show the article")
  func tapIsRouted() {
    let articles = ArticlesViewController()
    let router = ListArticlesRouterSpy()
    articles.router = router

    articles.tableView(UITableView(), didSelectRowAt: IndexPath(row: 1, section: 0))

    #expect(router.routedToShowArticle == 1)
  }

  // Its loadView() calls super first, as the article's does. Made by the storyboard, super loads
  // the scene's empty view, which the next line replaces; made in code, it does UIKit's lookup,
  // finds ArticlesView.xib and loads it with the controller as File's Owner
  // (step 3-Fixes drops the call).
  @Test("Made in code, not by the storyboard, the controller faults as it loads its view")
  func madeInCodeFaults() throws {
    try inLaunchedApp(applicationMain) { app in
      let articles = ArticlesViewController()
      let interactor = ListArticlesBusinessLogicSpy()
      articles.interactor = interactor

      #expect(faultLoadingView(of: articles, in: app) == articlesViewOwnerFault)
      #expect(articles.view is ArticlesView, "then loadView() puts its own view in place")
      #expect(interactor.fetched == 1)
    }
  }

  @Test("The view loads ArticlesView.xib however it is made", arguments: Initialiser.allCases)
  func viewLoadsItsNib(_ initialiser: Initialiser) throws {
    try inLaunchedApp(applicationMain) { try ArticlesView.expectLoadsItsNib(made: initialiser, in: $0) }
  }
}
