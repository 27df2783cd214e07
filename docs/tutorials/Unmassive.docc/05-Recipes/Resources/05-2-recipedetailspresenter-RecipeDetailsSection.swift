/// A section of a recipe's details: its rows, and whether the ingredients' header heads them.
struct RecipeDetailsSection: Equatable {
  let hasIngredientsHeader: Bool
  let rows: [RecipeDetailsRow]
}
