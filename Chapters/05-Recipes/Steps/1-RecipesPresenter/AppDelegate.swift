import Foundation
import HeadlessUIKit
import RecipesKit

class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    self.window = UIWindow(frame: UIScreen.main.bounds)
    let navController = UINavigationController(rootViewController: RecipeTableViewController())
    window!.rootViewController = navController
    window!.makeKeyAndVisible()
    return true
  }
}
