import Testing

@testable import FoodTrackerExercise

@MainActor
@Test func presenter() {
  _ = DummyPresenter()
}
