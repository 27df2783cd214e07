import RecipesKit

@MainActor
protocol RecipeActionDelegate: ActionDelegate {
  func actionDidRequestToOpenRecipe(_ recipe: Recipe)
}
