import FoodTrackerKit

final class ListMealsInteractor {
  var meals: [Meal] = []

  func fetchMeals() {}
}
