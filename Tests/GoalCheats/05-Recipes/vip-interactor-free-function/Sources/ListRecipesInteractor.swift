import RecipesKit

protocol ListRecipesBusinessLogic {}
protocol ListRecipesDataStore {}

final class ListRecipesInteractor: ListRecipesBusinessLogic, ListRecipesDataStore {}

final class RecipesWorker {}

/// The recipes, out of the controller.
func allRecipes() -> [Recipe] { RecipeData.recipes }
