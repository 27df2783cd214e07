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
    window?.rootViewController = makeMainStoryboard().instantiateInitialViewController()

    // The storyboard made the meal list; hand it what it needs before its view loads.
    guard
      let navigationController = window?.rootViewController as? UINavigationController,
      let mealList = navigationController.topViewController as? MealTableViewController
    else {
      fatalError("The initial view controller is not the meal list in a navigation controller.")
    }
    mealList.presenter = MealsPresenter(ui: mealList, storage: storage, logger: logger)
    mealList.logger = logger

    window?.makeKeyAndVisible()
    return true
  }
}
