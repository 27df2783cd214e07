protocol ShowRecipeBusinessLogic {}
protocol ShowRecipeDataStore {}
protocol ShowRecipePresentationLogic {}
protocol ShowRecipeDisplayLogic {}

final class ShowRecipeInteractor: ShowRecipeBusinessLogic, ShowRecipeDataStore {}
final class ShowRecipePresenter: ShowRecipePresentationLogic {}

extension RecipeDetailsTableViewController: ShowRecipeDisplayLogic {}

/// What the details show: the recipe's parts, no Recipe.
typealias Details = (name: String, ingredients: [Ingredient], description: String)
