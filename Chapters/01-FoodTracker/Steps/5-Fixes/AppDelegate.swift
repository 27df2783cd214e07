import FoodTrackerKit
import HeadlessUIKit

/// The composition root: what the app's Info.plist and main storyboard would set up.
@MainActor
public func makeAppDelegate(in world: FoodTrackerWorld) -> any UIApplicationDelegate {
  // Everything the app needs from the world is handed over here: no code reaches for a global.
  AppDelegate(
    storage: FileMealStorage(url: world.mealsArchiveURL),
    logger: Logger(writingTo: world.log))
}

class AppDelegate: UIResponder, UIApplicationDelegate {

  var window: UIWindow?

  private let storage: any MealStorage
  private let logger: Logger

  init(storage: any MealStorage, logger: Logger) {
    self.storage = storage
    self.logger = logger
    super.init()
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    // What Info.plist's "Main storyboard file base name" does on a device.
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = makeMainStoryboard(storage: storage, logger: logger)
      .instantiateInitialViewController()
    window?.makeKeyAndVisible()
    return true
  }
}
