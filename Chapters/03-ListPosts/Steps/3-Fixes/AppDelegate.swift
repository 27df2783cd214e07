import HeadlessUIKit
import ListPostsKit

/// The composition root: what the app's Info.plist and main storyboard would set up.
@MainActor public func makeAppDelegate(in world: ListPostsWorld) -> any UIApplicationDelegate {
  // Everything the scene needs from the outside world, handed over once, here.
  AppDelegate(
    configurator: ListPostsConfigurator(
      userManager: UserManager(world: world), postManager: PostManager(world: world),
      locale: world.locale, timeZone: world.timeZone))
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  private let configurator: ListPostsConfigurator

  init(configurator: ListPostsConfigurator) {
    self.configurator = configurator
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    // Main.storyboard: a navigation controller whose root view controller lists the posts.
    let listPostsViewController = ListPostsViewController()
    configurator.configure(listPostsViewController)
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: listPostsViewController)
    window.makeKeyAndVisible()
    self.window = window
    return true
  }
}
