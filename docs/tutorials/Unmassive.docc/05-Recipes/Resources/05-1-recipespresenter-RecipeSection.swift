import RecipesKit

/// A section of the list of recipes: the kind of meal its header shows, and its recipes.
struct RecipeSection: Equatable {
  let type: RecipeType
  let recipes: [Recipe]
}
