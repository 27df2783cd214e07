import HeadlessUIKit
import ListPostsKit

/// The composition root: what the app's Info.plist and main storyboard would set up.
@MainActor public func makeAppDelegate(in world: ListPostsWorld) -> any UIApplicationDelegate {
  // The managers find the World the way the original finds its backend: as a global.
  ListPostsWorld.current = world
  return AppDelegate()
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    // Main.storyboard: a navigation controller whose root view controller lists the posts.
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: ListPostsViewController())
    window.makeKeyAndVisible()
    self.window = window
    return true
  }
}
