import HeadlessUIKit
import ListPostsKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    // Everything the scene needs from the outside world, handed over once, here.
    let configurator = ListPostsConfigurator(
      userManager: UserManager(), postManager: PostManager(), locale: .current, timeZone: .current)
    // The storyboard made the scene; its view loads once the window shows, after this.
    let navigationController = window?.rootViewController as? UINavigationController
    if let listPostsViewController = navigationController?.topViewController as? ListPostsViewController {
      configurator.configure(listPostsViewController)
    }
    return true
  }
}
