import Foundation
import HeadlessUIKit
import ListPostsKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    // The storyboard made the list; its view loads once the window shows, after this.
    let navigationController = window?.rootViewController as? UINavigationController
    if let listPostsViewController = navigationController?.topViewController as? ListPostsViewController {
      // Everything the list needs from the outside world, handed over once, here.
      listPostsViewController.presenter = ListPostsPresenter(
        view: listPostsViewController, userManager: UserManager(), postManager: PostManager(),
        locale: .current, timeZone: .current)
    }
    return true
  }
}
