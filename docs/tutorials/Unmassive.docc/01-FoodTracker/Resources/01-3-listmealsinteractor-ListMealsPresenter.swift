import FoodTrackerKit
import Foundation

@MainActor
protocol ListMealsPresentationLogic {
  func presentFetchedMeals(response: ListMeals.FetchMeals.Response)
  func presentAddedMeal(response: ListMeals.AddMeal.Response)
  func presentUpdatedMeal(response: ListMeals.UpdateMeal.Response)
  func presentDeletedMeal(response: ListMeals.DeleteMeal.Response)
}

/// The scene's presentation logic: meals become the values a row shows, indexes become rows.
@MainActor
final class ListMealsPresenter: ListMealsPresentationLogic {
  weak var viewController: ListMealsDisplayLogic?

  // MARK: Fetch meals

  func presentFetchedMeals(response: ListMeals.FetchMeals.Response) {
    let viewModel = ListMeals.FetchMeals.ViewModel(displayedMeals: response.meals.map(displayedMeal))
    viewController?.displayFetchedMeals(viewModel: viewModel)
  }

  // MARK: Add, update or delete a meal

  func presentAddedMeal(response: ListMeals.AddMeal.Response) {
    let viewModel = ListMeals.AddMeal.ViewModel(
      displayedMeal: displayedMeal(response.meal), indexPath: IndexPath(row: response.index, section: 0))
    viewController?.displayAddedMeal(viewModel: viewModel)
  }

  func presentUpdatedMeal(response: ListMeals.UpdateMeal.Response) {
    let viewModel = ListMeals.UpdateMeal.ViewModel(
      displayedMeal: displayedMeal(response.meal), indexPath: IndexPath(row: response.index, section: 0))
    viewController?.displayUpdatedMeal(viewModel: viewModel)
  }

  func presentDeletedMeal(response: ListMeals.DeleteMeal.Response) {
    let viewModel = ListMeals.DeleteMeal.ViewModel(indexPath: IndexPath(row: response.index, section: 0))
    viewController?.displayDeletedMeal(viewModel: viewModel)
  }

  // MARK: Displayed values

  private func displayedMeal(_ meal: Meal) -> ListMeals.DisplayedMeal {
    ListMeals.DisplayedMeal(name: meal.name, photo: meal.photo, rating: meal.rating)
  }
}
