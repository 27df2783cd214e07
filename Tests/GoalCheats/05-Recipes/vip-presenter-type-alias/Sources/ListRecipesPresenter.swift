protocol ListRecipesPresentationLogic {}
protocol ListRecipesDisplayLogic {}

final class ListRecipesPresenter: ListRecipesPresentationLogic {}

extension RecipeTableViewController: ListRecipesDisplayLogic {}

typealias Shelves = [[Recipe]]
