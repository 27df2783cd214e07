import Foundation
import HeadlessUIKit
import MegaControllerKit

class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  var navigationController: NavigationController {
    return window!.rootViewController as! NavigationController
  }

  lazy var primaryViewController: ViewController = {
    return UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Primary")
      as! ViewController
  }()

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    // The app delegate arbitrates: the list reports its theme, the navigation controller shows it.
    primaryViewController.navigationThemeDidChangeHandler = { [weak self] theme in
      if let navigationController = self?.navigationController {
        navigationController.navigationBar.applyTheme(theme)
        navigationController.statusBarStyle = theme.statusBarStyle
      }
    }
    navigationController.viewControllers = [primaryViewController]
    return true
  }
}
