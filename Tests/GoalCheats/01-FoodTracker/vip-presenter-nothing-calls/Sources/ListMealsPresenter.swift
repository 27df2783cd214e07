import FoodTrackerKit

protocol ListMealsPresentationLogic {
  func presentFetchedMeals(_ meals: [Meal])
}

protocol ListMealsDisplayLogic: AnyObject {
  func displayFetchedMeals(_ names: [String])
}

final class ListMealsPresenter: ListMealsPresentationLogic {
  weak var viewController: ListMealsDisplayLogic?

  func presentFetchedMeals(_ meals: [Meal]) {
    viewController?.displayFetchedMeals(meals.map(\.name))
  }
}

extension MealTableViewController: ListMealsDisplayLogic {
  func displayFetchedMeals(_ names: [String]) {}
}
