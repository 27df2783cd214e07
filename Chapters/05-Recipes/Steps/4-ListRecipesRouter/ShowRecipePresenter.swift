import RecipesKit

@MainActor
protocol ShowRecipePresentationLogic {
  func presentRecipe(response: ShowRecipe.GetRecipe.Response)
}

/// The scene's presentation logic: a recipe becomes the title, the rows and the description its
/// details show.
@MainActor
final class ShowRecipePresenter: ShowRecipePresentationLogic {
  weak var viewController: ShowRecipeDisplayLogic?

  // MARK: Get recipe

  func presentRecipe(response: ShowRecipe.GetRecipe.Response) {
    let recipe = response.recipe
    let displayedRecipe = ShowRecipe.DisplayedRecipe(
      name: recipe.name,
      displayedIngredients: recipe.ingredients.map { ShowRecipe.DisplayedIngredient(name: $0.name) },
      description: recipe.description)
    viewController?.displayRecipe(viewModel: ShowRecipe.GetRecipe.ViewModel(displayedRecipe: displayedRecipe))
  }
}
