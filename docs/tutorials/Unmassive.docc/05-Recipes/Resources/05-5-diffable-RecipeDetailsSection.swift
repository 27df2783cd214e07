/// The sections of a recipe's details, as the details' snapshot identifies them.
enum RecipeDetailsSection: Hashable, Sendable {
  case ingredients
  case description
}
