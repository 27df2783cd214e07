import FoodTrackerKit
import Foundation

/// The meal store: archives the list of meals and reads it back.
@MainActor
class MealsWorker {

  /// Archives the meals, and logs whether that worked.
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
