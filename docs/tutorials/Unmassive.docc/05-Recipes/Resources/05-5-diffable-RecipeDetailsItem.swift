import RecipesKit

/// A row of a recipe's details, as the details' snapshot identifies it. An ingredient is
/// identified with its position: an Empanada takes Harina twice, and a snapshot's identifiers
/// must be unique.
enum RecipeDetailsItem: Hashable, Sendable {
  case ingredient(Ingredient, position: Int)
  case description(String)
}
