import FoodTrackerKit
import Foundation
import HeadlessUIKit

class AppDelegate: UIResponder, UIApplicationDelegate {

  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    // The storyboard made the meal list; hand it what it needs from the device before its view
    // loads: no code after this reaches for a global.
    guard
      let navigationController = window?.rootViewController as? UINavigationController,
      let mealList = navigationController.topViewController as? MealTableViewController
    else {
      fatalError("The initial view controller is not the meal list in a navigation controller.")
    }
    let documentsDirectory = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
    let archiveURL = documentsDirectory.appendingPathComponent("meals")
    let storage = FileMealStorage(url: archiveURL)
    let logger = Logger(subsystem: "com.example.FoodTracker", category: "meals")
    mealList.presenter = MealsPresenter(ui: mealList, storage: storage, logger: logger)
    mealList.logger = logger

    return true
  }
}
