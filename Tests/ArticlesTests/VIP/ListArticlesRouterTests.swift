import ArticlesKit
import Foundation
import HeadlessUIKit
import Testing

@testable import ArticlesListArticlesRouter

// The VIP branch's router: the scene's set-up hands it the interactor as its data store, and a
// tapped row's route opens nothing, as the source's empty didSelectRowAt.

@MainActor
@Suite("ListArticlesRouter (VIP)")
struct ListArticlesRouterTests {
  @Test("The scene's set-up wires the router: the interactor is its data store, the controller its own")
  func setupWiresTheRouter() {
    let articles = ArticlesViewController(nibName: nil, bundle: nil)

    let router = articles.router as? ListArticlesRouter
    #expect(router?.viewController === articles)
    #expect(router?.dataStore as? ListArticlesInteractor === articles.interactor as? ListArticlesInteractor)
    #expect(router?.dataStore is ListArticlesInteractor, "the scene passes data from its interactor")
  }

  @Test("Routing a tapped row pushes nothing: the list stays on top of its navigation controller")
  func routeToShowArticleOpensNothing() {
    let articles = ArticlesViewController(nibName: nil, bundle: nil)
    let navigationController = UINavigationController(rootViewController: articles)

    articles.router?.routeToShowArticle()

    #expect(navigationController.viewControllers.count == 1)
    #expect(navigationController.topViewController === articles)
  }
}
