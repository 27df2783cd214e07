import HeadlessUIKit

@MainActor
protocol ListRecipesRoutingLogic {
  func routeToShowRecipe()
}

@MainActor
protocol ListRecipesDataPassing {
  var dataStore: ListRecipesDataStore? { get }
}

/// The scene's routing: the selected recipe's details, handed their recipe on the way.
@MainActor
final class ListRecipesRouter: ListRecipesRoutingLogic, ListRecipesDataPassing {
  weak var viewController: RecipeTableViewController?
  var dataStore: ListRecipesDataStore?

  // MARK: Routing

  func routeToShowRecipe() {
    let destinationVC = RecipeDetailsTableViewController()
    var destinationDS = destinationVC.router!.dataStore!
    passDataToShowRecipe(source: dataStore!, destination: &destinationDS)
    navigateToShowRecipe(source: viewController!, destination: destinationVC)
  }

  // MARK: Navigation

  func navigateToShowRecipe(
    source: RecipeTableViewController, destination: RecipeDetailsTableViewController
  ) {
    source.navigationController?.pushViewController(destination, animated: true)
  }

  // MARK: Passing data

  func passDataToShowRecipe(source: ListRecipesDataStore, destination: inout ShowRecipeDataStore) {
    guard let selectedIndexPath = viewController?.tableView.indexPathForSelectedRow else {
      fatalError("No recipe is selected")
    }
    destination.recipe = source.recipes[selectedIndexPath.section][selectedIndexPath.row]
  }
}
