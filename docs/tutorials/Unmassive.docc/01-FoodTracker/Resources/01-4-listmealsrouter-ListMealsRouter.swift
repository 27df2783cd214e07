import FoodTrackerKit
import HeadlessUIKit

@MainActor
protocol ListMealsRoutingLogic {
  func routeToAddItem(segue: UIStoryboardSegue)
  func routeToShowDetail(segue: UIStoryboardSegue)
}

@MainActor
protocol ListMealsDataPassing {
  var dataStore: ListMealsDataStore? { get }
}

/// The scene's routing: where each segue goes, and what the meal screen is handed on the way.
@MainActor
final class ListMealsRouter: ListMealsRoutingLogic, ListMealsDataPassing {
  weak var viewController: MealTableViewController?
  var dataStore: ListMealsDataStore?

  // MARK: Routing

  func routeToAddItem(segue: UIStoryboardSegue) {
    os_log("Adding a new meal.", log: OSLog.default, type: .debug)
  }

  func routeToShowDetail(segue: UIStoryboardSegue) {
    guard let mealDetailViewController = segue.destination as? MealViewController else {
      fatalError("Unexpected destination: \(segue.destination)")
    }
    passDataToShowDetail(source: dataStore!, destination: mealDetailViewController)
  }

  // MARK: Passing data

  func passDataToShowDetail(source: ListMealsDataStore, destination: MealViewController) {
    guard let selectedRow = viewController?.tableView.indexPathForSelectedRow?.row else {
      fatalError("The selected cell is not being displayed by the table")
    }
    destination.meal = source.meals[selectedRow]
  }
}
