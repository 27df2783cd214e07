import FoodTrackerKit
import HeadlessUIKit

/// What the meal list shows: the presenter tells it, and the view controller only displays.
@MainActor
protocol MealsUI: AnyObject {
  /// Shows these meals in place of whatever was shown.
  func showItems(_ meals: [Meal])
  /// Shows a meal added at the end of the list.
  func showAddedItem(_ meal: Meal)
  /// Shows a meal in place of the one at `index`.
  func showUpdatedItem(_ meal: Meal, at index: Int)
  /// Stops showing the meal at `index`.
  func removeItem(at index: Int)
}

/// Decides what the meal list shows, and keeps the meals between launches.
@MainActor
class MealsPresenter {

  private weak var ui: (any MealsUI)?
  private let storage: FileMealStorage
  private let logger: Logger
  private var meals: [Meal] = []

  init(ui: any MealsUI, storage: FileMealStorage, logger: Logger) {
    self.ui = ui
    self.storage = storage
    self.logger = logger
  }

  /// The list has loaded: it shows the saved meals, or the sample meals when nothing is saved
  /// (or none that can be read).
  func viewDidLoad() {
    meals = (try? storage.load()) ?? generateSample()
    ui?.showItems(meals)
  }

  /// Adds a meal at the end of the list, and saves the list.
  func add(_ meal: Meal) {
    meals.append(meal)
    ui?.showAddedItem(meal)
    save()
  }

  /// Replaces the meal at `index`, and saves the list.
  func update(_ meal: Meal, at index: Int) {
    meals[index] = meal
    ui?.showUpdatedItem(meal, at: index)
    save()
  }

  /// Deletes the meal at `index`, and saves the list.
  func delete(at index: Int) {
    meals.remove(at: index)
    // Saved before the row goes, in the order the original's commit(editingStyle:) kept.
    save()
    ui?.removeItem(at: index)
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

  /// Saves the meals, and logs whether that worked.
  private func save() {
    do {
      try storage.save(meals)
      logger.debug("Meals successfully saved.")
    } catch {
      logger.error("Failed to save meals...")
    }
  }
}
