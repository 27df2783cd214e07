import FoodTrackerKit
import Testing

@testable import FoodTrackerExercise

@MainActor
@Test func presenterShowsTheMeals() {
  let spy = ListSpy()
  let presenter = MealsPresenter(
    ui: spy, storage: InMemoryMealStorage(),
    logger: Logger(subsystem: "com.example.FoodTracker", category: "meals"))
  presenter.viewDidLoad()
  #expect(spy.shown.count >= 0)
}

@MainActor
private final class ListSpy: MealsUI {
  var shown: [[Meal]] = []
  func showItems(_ meals: [Meal]) { shown.append(meals) }
  func showAddedItem(_ meal: Meal) {}
  func showUpdatedItem(_ meal: Meal, at index: Int) {}
  func removeItem(at index: Int) {}
}
