protocol ListMealsRoutingLogic {}

protocol ListMealsDataPassing {}

final class ListMealsRouter: ListMealsRoutingLogic, ListMealsDataPassing {}

/// What prepare(for:sender:) did.
@MainActor func route(_ segue: UIStoryboardSegue, from list: MealTableViewController) {
  _ = MealViewController.self
}
