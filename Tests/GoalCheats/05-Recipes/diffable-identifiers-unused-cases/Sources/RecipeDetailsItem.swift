enum RecipeDetailsItem: Hashable {
  case ingredient(String)
  case description(String)
}
