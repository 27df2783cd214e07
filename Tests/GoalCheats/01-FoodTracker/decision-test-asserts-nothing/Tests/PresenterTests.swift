import Testing

@testable import FoodTrackerExercise

@MainActor
@Test func presenterLoads() {
  let presenter = MealsPresenter(ui: ListSpy(), storage: InMemoryMealStorage(), logger: Logger())
  presenter.viewDidLoad()
  #expect(true)
}

@MainActor
private final class ListSpy: MealsUI {
  func showItems(_ meals: [Meal]) {}
}
