import FoodTrackerKit
import Foundation

/// Saves and loads the meals.
final class ArchivePresenter {
  typealias Coder = PropertyListEncoder
  typealias Decoder = PropertyListDecoder

  func saveMeals(_ meals: [Meal]) {
    let isSuccessfulSave: Bool
    do {
      let archive = try PropertyListEncoder().encode(meals)
      try archive.write(to: Meal.archiveURL, options: .atomic)
      isSuccessfulSave = true
    } catch {
      isSuccessfulSave = false
    }
    print(isSuccessfulSave)
  }

  func loadMeals() -> [Meal]? {
    guard let archive = try? Data(contentsOf: Meal.archiveURL) else { return nil }
    return try? PropertyListDecoder().decode([Meal].self, from: archive)
  }
}
