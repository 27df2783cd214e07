protocol ListMealsPresentationLogic {}

protocol ListMealsDisplayLogic: AnyObject {}

final class ListMealsPresenter: ListMealsPresentationLogic {}

extension MealTableViewController: ListMealsDisplayLogic {}
