import Workbook

/// What the two table view controllers of step 0 do (the list of recipes and a recipe's details),
/// each by the identifiers that give it away in every step.
let responsibilities: [Responsibility] = [
  Responsibility("The recipes to list", symbols: ["RecipeData"]),
  Responsibility("A recipe's row", symbols: ["RecipeCell", "configureForRecipe"]),
  Responsibility("The recipes' header", symbols: ["RecipesHeaderCell", "configureForType"]),
  Responsibility("Deselecting a tapped row", symbols: ["deselectRow"]),
  Responsibility("Opening a recipe's details", symbols: ["pushViewController"]),
  Responsibility("An ingredient's row", symbols: ["IngredientCell", "configureForIngredient"]),
  Responsibility("The ingredients' header", symbols: ["IngredientsHeaderCell"]),
  Responsibility("The description's row", symbols: ["DescriptionCell", "configureForDescription"]),
]
