import FoodTrackerKit
import HeadlessUIKit

/// The composition root: what the app's Info.plist and main storyboard would set up.
@MainActor
public func makeAppDelegate(in world: FoodTrackerWorld) -> any UIApplicationDelegate {
  // Like the original, the app reaches the file system and the log through globals.
  FoodTrackerWorld.current = world
  return AppDelegate()
}

class AppDelegate: UIResponder, UIApplicationDelegate {

  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    // What Info.plist's "Main storyboard file base name" does on a device.
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = makeMainStoryboard().instantiateInitialViewController()
    window?.makeKeyAndVisible()
    return true
  }
}
