import HeadlessUIKit

@MainActor
protocol ListPostsRoutingLogic {
  // The scene has nowhere to go yet; a route to the login scene would go here, e.g.
  // func routeToLogin()
}

@MainActor
protocol ListPostsDataPassing {
  var dataStore: ListPostsDataStore? { get }
}

/// The scene's routing: where it goes next, and what it passes on (nothing yet).
@MainActor
final class ListPostsRouter: ListPostsRoutingLogic, ListPostsDataPassing {
  weak var viewController: ListPostsViewController?
  var dataStore: ListPostsDataStore?
}
