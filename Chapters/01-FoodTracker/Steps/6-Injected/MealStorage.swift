import FoodTrackerKit
import Foundation

/// Where the list of meals is kept between launches.
@MainActor
protocol MealStorage {
  /// The saved meals, or nil when nothing has been saved yet. Throws when something was saved
  /// but cannot be read: that is not "nothing saved".
  func load() throws -> [Meal]?

  /// Replaces the saved meals.
  func save(_ meals: [Meal]) throws
}

/// The meals archived in a file, as the original keeps them: a property list, written atomically.
struct FileMealStorage: MealStorage {
  let url: URL

  func load() throws -> [Meal]? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    let archive = try Data(contentsOf: url)
    return try PropertyListDecoder().decode([Meal].self, from: archive)
  }

  func save(_ meals: [Meal]) throws {
    let archive = try PropertyListEncoder().encode(meals)
    try archive.write(to: url, options: .atomic)
  }
}

/// The meals kept in memory: the presenter's tests use it, and it shows that the presenter does
/// not care where meals are kept.
final class InMemoryMealStorage: MealStorage {
  /// What was saved last; nil until something is.
  private(set) var savedMeals: [Meal]?

  init(savedMeals: [Meal]? = nil) {
    self.savedMeals = savedMeals
  }

  func load() throws -> [Meal]? {
    savedMeals
  }

  func save(_ meals: [Meal]) throws {
    savedMeals = meals
  }
}
