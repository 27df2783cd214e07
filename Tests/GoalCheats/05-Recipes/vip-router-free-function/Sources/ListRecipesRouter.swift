import HeadlessUIKit

protocol ListRecipesRoutingLogic {
  func routeToShowRecipe()
}
protocol ListRecipesDataPassing {}

final class ListRecipesRouter: ListRecipesRoutingLogic, ListRecipesDataPassing {
  func routeToShowRecipe() {}
}

/// Opens the tapped recipe: out of the controller.
@MainActor func showDetails(
  at indexPath: IndexPath, of dataStore: ListRecipesDataStore, from source: UIViewController
) {
  let recipe = dataStore.recipes[indexPath.section][indexPath.row]
  let vc = RecipeDetailsTableViewController()
  var destinationDS = vc.router!.dataStore!
  destinationDS.recipe = recipe
  source.navigationController?.pushViewController(vc, animated: true)
}
