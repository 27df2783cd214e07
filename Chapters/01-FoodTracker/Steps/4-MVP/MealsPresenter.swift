import FoodTrackerKit
import Foundation
import HeadlessUIKit

/// What the meal list shows: the presenter tells it, and the view controller only displays.
@MainActor
protocol MealsUI: AnyObject {
  /// Shows these meals in place of whatever was shown.
  func showItems(_ meals: [Meal])
}

/// Decides what the meal list shows, and keeps the meals between launches.
@MainActor
class MealsPresenter {

  private weak var ui: (any MealsUI)?

  init(ui: any MealsUI) {
    self.ui = ui
  }

  /// The list has loaded: it shows the saved meals, or the sample meals when nothing is saved.
  func viewDidLoad() {
    ui?.showItems(load() ?? generateSample())
  }

  /// The three meals a first launch shows.
  private func generateSample() -> [Meal] {
    let photo1 = UIImage(named: "meal1")
    let photo2 = UIImage(named: "meal2")
    let photo3 = UIImage(named: "meal3")

    guard let meal1 = Meal(name: "Caprese Salad", photo: photo1, rating: 4) else {
      fatalError("Unable to instantiate meal1")
    }

    guard let meal2 = Meal(name: "Chicken and Potatoes", photo: photo2, rating: 5) else {
      fatalError("Unable to instantiate meal2")
    }

    guard let meal3 = Meal(name: "Pasta with Meatballs", photo: photo3, rating: 3) else {
      fatalError("Unable to instantiate meal2")
    }

    return [meal1, meal2, meal3]
  }

  /// Archives the meals, and logs whether that worked.
  func save(_ meals: [Meal]) {
    let isSuccessfulSave: Bool
    do {
      let archive = try PropertyListEncoder().encode(meals)
      try archive.write(to: Meal.archiveURL, options: .atomic)
      isSuccessfulSave = true
    } catch {
      isSuccessfulSave = false
    }

    if isSuccessfulSave {
      os_log("Meals successfully saved.", log: OSLog.default, type: .debug)
    } else {
      os_log("Failed to save meals...", log: OSLog.default, type: .error)
    }
  }

  /// The archived meals, or nil when there are none (or none that can be read).
  private func load() -> [Meal]? {
    guard let archive = try? Data(contentsOf: Meal.archiveURL) else { return nil }
    return try? PropertyListDecoder().decode([Meal].self, from: archive)
  }
}
