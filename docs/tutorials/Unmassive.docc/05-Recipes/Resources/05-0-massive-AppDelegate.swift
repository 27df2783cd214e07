import Foundation
import HeadlessUIKit
import RecipesKit

/// The composition root: what the app's Info.plist and `@UIApplicationMain` would set up.
@MainActor
public func makeAppDelegate(in world: RecipesWorld) -> any UIApplicationDelegate {
  AppDelegate()
}

class AppDelegate: UIResponder, UIApplicationDelegate, UIBundleNibFiles {
  var window: UIWindow?
  // The .xib files Xcode compiles into the app's bundle.
  let nibFiles = [UINib.File.recipeTableViewController, .recipeDetailsTableViewController]

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
