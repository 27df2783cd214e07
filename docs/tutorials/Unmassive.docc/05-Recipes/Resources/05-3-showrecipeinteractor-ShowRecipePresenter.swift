import RecipesKit

@MainActor
protocol ShowRecipePresentationLogic {
  func presentRecipe(response: ShowRecipe.GetRecipe.Response)
}

/// The scene's presentation logic: a recipe becomes the title and the sections its details
/// show, the ingredients first, then the description.
@MainActor
final class ShowRecipePresenter: ShowRecipePresentationLogic {
  weak var viewController: ShowRecipeDisplayLogic?

  // MARK: Get recipe

  func presentRecipe(response: ShowRecipe.GetRecipe.Response) {
    let recipe = response.recipe
    let displayedIngredients = recipe.ingredients.map { ShowRecipe.DisplayedIngredient(name: $0.name) }
    let displayedRecipe = ShowRecipe.DisplayedRecipe(
      name: recipe.name,
      displayedSections: [.ingredients(displayedIngredients), .description(recipe.description)])
    viewController?.displayRecipe(viewModel: ShowRecipe.GetRecipe.ViewModel(displayedRecipe: displayedRecipe))
  }
}
