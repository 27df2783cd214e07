import Foundation
import ListPostsKit

/// Wires a List Posts scene: view controller → interactor → presenter → view controller, and
/// the router; with the backend, locale and time zone it is given, never globals.
@MainActor
struct ListPostsConfigurator {
  let userManager: UserManager
  let postManager: PostManager
  let locale: Locale
  let timeZone: TimeZone

  func configure(_ viewController: ListPostsViewController) {
    let interactor = ListPostsInteractor(
      userManager: userManager, worker: ListPostsWorker(postManager: postManager))
    let presenter = ListPostsPresenter(locale: locale, timeZone: timeZone)
    let router = ListPostsRouter()
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
  }
}
