import RecipesKit

@MainActor
protocol RecipeActionDelegate: AnyObject {
  func actionDidRequestToOpenRecipe(_ recipe: Recipe)
}
