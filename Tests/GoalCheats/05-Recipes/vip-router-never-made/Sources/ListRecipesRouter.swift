protocol ListRecipesRoutingLogic {
  func routeToShowRecipe()
}
protocol ListRecipesDataPassing {}

final class ListRecipesRouter: ListRecipesRoutingLogic, ListRecipesDataPassing {
  func routeToShowRecipe() {}
}

extension RecipeTableViewController {
  static var router: ListRecipesRouter?
}
