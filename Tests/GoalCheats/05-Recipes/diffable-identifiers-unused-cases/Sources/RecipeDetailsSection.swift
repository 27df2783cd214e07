enum RecipeDetailsSection: Hashable {
  case ingredients
  case description
}
