import HeadlessUIKit
import MegaControllerKit

/// The composition root: what the app's Info.plist and main storyboard would set up.
@MainActor
public func makeAppDelegate(in world: MegaControllerWorld) -> any UIApplicationDelegate {
  MegaControllerWorld.current = world
  return AppDelegate(world: world)
}

class AppDelegate: UIResponder, UIApplicationDelegate, UIMainStoryboardFile {
  var window: UIWindow?
  // Info.plist's UIMainStoryboardFile: the window shows its initial controller at launch.
  let mainStoryboard = UIStoryboard.main

  /// The device: its clock, its calendar and the app's sandbox.
  let world: MegaControllerWorld

  init(world: MegaControllerWorld) {
    self.world = world
  }

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
    primaryViewController.upcomingTaskDataManager = UpcomingTaskDataManager(
      coreDataStore: CoreDataStore(documentsDirectory: world.sandbox.documentsDirectory),
      now: { [world] in world.clock.now },
      calendar: world.calendar)
    primaryViewController.now = { [world] in world.clock.now }
    primaryViewController.calendar = world.calendar
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
