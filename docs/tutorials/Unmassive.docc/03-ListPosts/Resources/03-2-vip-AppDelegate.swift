import HeadlessUIKit
import ListPostsKit

/// The composition root: what the app's Info.plist and main storyboard would set up.
@MainActor public func makeAppDelegate(in world: ListPostsWorld) -> any UIApplicationDelegate {
  // Everything the scene needs from the outside world, handed over once, here.
  AppDelegate(
    configurator: ListPostsConfigurator(
      userManager: UserManager(world: world), postManager: PostManager(world: world),
      locale: .current, timeZone: .current))
}

final class AppDelegate: UIResponder, UIApplicationDelegate, UIMainStoryboardFile {
  var window: UIWindow?
  // Info.plist's UIMainStoryboardFile: the window shows its initial controller at launch.
  let mainStoryboard = makeMainStoryboard()

  private let configurator: ListPostsConfigurator

  init(configurator: ListPostsConfigurator) {
    self.configurator = configurator
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    // The storyboard made the scene; its view loads once the window shows, after this.
    let navigationController = window?.rootViewController as? UINavigationController
    if let listPostsViewController = navigationController?.topViewController as? ListPostsViewController {
      configurator.configure(listPostsViewController)
    }
    return true
  }
}
