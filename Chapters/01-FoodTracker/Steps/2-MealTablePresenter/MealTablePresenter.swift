import FoodTrackerKit
import Foundation
import HeadlessUIKit

/// The controller's private extension, moved out into a class of its own: the sample data and
/// the archiving, under the names they had in the controller.
@MainActor
class MealTablePresenter {

  /// The three meals a first launch shows. (In the controller it appended them to `meals`;
  /// outside it, it returns them.)
  func loadSampleMeals() -> [Meal] {
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

  /// Archives the meals it is given (in the controller it read `meals`), and logs whether that
  /// worked.
  func saveMeals(_ meals: [Meal]) {
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
  func loadMeals() -> [Meal]? {
    guard let archive = try? Data(contentsOf: Meal.archiveURL) else { return nil }
    return try? PropertyListDecoder().decode([Meal].self, from: archive)
  }
}
