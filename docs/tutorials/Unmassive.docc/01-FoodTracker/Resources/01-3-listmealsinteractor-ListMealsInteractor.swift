import FoodTrackerKit
import HeadlessUIKit

@MainActor
protocol ListMealsBusinessLogic {
  func fetchMeals(request: ListMeals.FetchMeals.Request)
  func addMeal(request: ListMeals.AddMeal.Request)
  func updateMeal(request: ListMeals.UpdateMeal.Request)
  func deleteMeal(request: ListMeals.DeleteMeal.Request)
}

@MainActor
protocol ListMealsDataStore {
  var meals: [Meal] { get }
}

/// The scene's business logic: which meals the list starts with, and every change to them, saved.
@MainActor
final class ListMealsInteractor: ListMealsBusinessLogic, ListMealsDataStore {
  var presenter: ListMealsPresentationLogic?
  var mealsWorker = MealsWorker()

  private(set) var meals: [Meal] = []

  // MARK: Fetch meals

  func fetchMeals(request: ListMeals.FetchMeals.Request) {
    // Load any saved meals, otherwise load sample data.
    meals = mealsWorker.loadMeals() ?? sampleMeals()
    let response = ListMeals.FetchMeals.Response(meals: meals)
    presenter?.presentFetchedMeals(response: response)
  }

  // MARK: Add, update or delete a meal

  func addMeal(request: ListMeals.AddMeal.Request) {
    meals.append(request.meal)
    let response = ListMeals.AddMeal.Response(meal: request.meal, index: meals.count - 1)
    presenter?.presentAddedMeal(response: response)
    mealsWorker.saveMeals(meals)
  }

  func updateMeal(request: ListMeals.UpdateMeal.Request) {
    meals[request.index] = request.meal
    let response = ListMeals.UpdateMeal.Response(meal: request.meal, index: request.index)
    presenter?.presentUpdatedMeal(response: response)
    mealsWorker.saveMeals(meals)
  }

  func deleteMeal(request: ListMeals.DeleteMeal.Request) {
    meals.remove(at: request.index)
    mealsWorker.saveMeals(meals)
    let response = ListMeals.DeleteMeal.Response(index: request.index)
    presenter?.presentDeletedMeal(response: response)
  }

  // MARK: Sample data

  private func sampleMeals() -> [Meal] {
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
}
