import RecipesKit

/// A row of a recipe's details: one of its ingredients, or its description.
enum RecipeDetailsRow: Equatable {
  case ingredient(Ingredient)
  case description(String)
}
