import RecipesKit

final class ListRecipesInteractor {
  var recipes: [[Recipe]] = []

  func fetchRecipes() { recipes = [RecipeData.recipes] }
}
