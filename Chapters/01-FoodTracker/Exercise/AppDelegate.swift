import FoodTrackerKit
import HeadlessInterfaceBuilder
import HeadlessUIKit

class AppDelegate: UIResponder, UIApplicationDelegate {

  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    // What Info.plist's "Main storyboard file base name" does on a device.
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = makeMainStoryboard().load().instantiateInitialViewController()
    window?.makeKeyAndVisible()
    return true
  }
}
