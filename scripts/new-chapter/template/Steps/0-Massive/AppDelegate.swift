import HeadlessUIKit
import __Name__Kit

/// The composition root: what the app's Info.plist and `@UIApplicationMain` would set up.
@MainActor
public func makeAppDelegate(in world: __Name__World) -> any UIApplicationDelegate {
  AppDelegate()
}

class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window!.rootViewController = UINavigationController(rootViewController: ItemsViewController())
    window!.makeKeyAndVisible()
    return true
  }
}
