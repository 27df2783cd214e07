import Testing

@testable import FoodTrackerExercise

@MainActor
@Test func samples() {
  let presenter = MealsPresenter()
  #expect(presenter.sampleMeals().count == 3)
}
