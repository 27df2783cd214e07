protocol ShowRecipeBusinessLogic {}
protocol ShowRecipeDataStore {}
protocol ShowRecipePresentationLogic {}
protocol ShowRecipeDisplayLogic {}

final class ShowRecipeInteractor: ShowRecipeBusinessLogic, ShowRecipeDataStore {}
final class ShowRecipePresenter: ShowRecipePresentationLogic {}

extension RecipeDetailsTableViewController: ShowRecipeDisplayLogic {}

typealias Dish = Recipe
