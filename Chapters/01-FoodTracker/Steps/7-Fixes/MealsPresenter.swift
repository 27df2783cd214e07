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
  /// Tells the user something went wrong.
  func showError(title: String, message: String)
}

/// Decides what the meal list shows, and keeps the meals between launches.
@MainActor
class MealsPresenter {

  private weak var ui: (any MealsUI)?
  private let storage: any MealStorage
  private let logger: Logger
  private var meals: [Meal] = []
  /// Whether the saved meals could not be read: they are left as they are, and nothing is saved
  /// over them.
  private var keepsUnreadableMeals = false
  private var hasReportedUnreadableMeals = false

  init(ui: any MealsUI, storage: any MealStorage, logger: Logger) {
    self.ui = ui
    self.storage = storage
    self.logger = logger
  }

  /// The list has loaded: it shows the saved meals, or the sample meals when nothing is saved.
  /// Saved meals that cannot be read are not "nothing saved": the list starts empty instead.
  func viewDidLoad() {
    do {
      meals = try storage.load() ?? generateSample()
    } catch {
      logger.error("Failed to load meals: the saved meals cannot be read.")
      keepsUnreadableMeals = true
    }
    ui?.showItems(meals)
  }

  /// The list is on screen: the moment to say that the saved meals could not be read (an alert
  /// needs a view in the window).
  func viewDidAppear() {
    guard keepsUnreadableMeals, !hasReportedUnreadableMeals else { return }
    hasReportedUnreadableMeals = true
    ui?.showError(
      title: "Can’t Read Your Meals",
      message: "Your saved meals are kept as they are. Meals you add or change now won’t be saved.")
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
    guard !keepsUnreadableMeals else {
      logger.error("Meals not saved: the saved meals cannot be read, and are kept as they are.")
      return
    }

    do {
      try storage.save(meals)
      logger.debug("Meals successfully saved.")
    } catch {
      logger.error("Failed to save meals...")
    }
  }
}
