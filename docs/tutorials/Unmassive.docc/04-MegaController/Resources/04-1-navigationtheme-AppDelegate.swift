import HeadlessUIKit
import MegaControllerKit

/// The composition root: what the app's Info.plist and main storyboard would set up.
@MainActor
public func makeAppDelegate(in world: MegaControllerWorld) -> any UIApplicationDelegate {
  MegaControllerWorld.current = world
  return AppDelegate()
}

class AppDelegate: UIResponder, UIApplicationDelegate, UIMainStoryboardFile {
  var window: UIWindow?
  // Info.plist's UIMainStoryboardFile: the window shows its initial controller at launch.
  let mainStoryboard = UIStoryboard.main

  var navigationController: NavigationController {
    return window!.rootViewController as! NavigationController
  }

  lazy var primaryViewController: ViewController = {
    return UIStoryboard.main.instantiateViewController(withIdentifier: "Primary") as! ViewController
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
