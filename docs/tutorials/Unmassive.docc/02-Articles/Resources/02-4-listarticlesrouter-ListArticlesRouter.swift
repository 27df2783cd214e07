import HeadlessUIKit

@MainActor
protocol ListArticlesRoutingLogic {
  func routeToShowArticle()
}

@MainActor
protocol ListArticlesDataPassing {
  var dataStore: ListArticlesDataStore? { get }
}

/// The scene's routing: where a tapped row goes, and what it would hand on from the data store.
@MainActor
final class ListArticlesRouter: ListArticlesRoutingLogic, ListArticlesDataPassing {
  weak var viewController: ArticlesViewController?
  var dataStore: ListArticlesDataStore?

  // MARK: Routing

  func routeToShowArticle() {
    // The source's tap opens nothing (its didSelectRowAt is empty) and the row stays selected:
    // so does the route. An article screen would be shown from viewController here, handed the
    // article of the selected row from dataStore, as ListMeals' router hands the meal screen
    // its meal.
  }
}
