import RecipesKit
import Testing

@testable import RecipesViewData

@Test func viewData() {
  _ = RecipeCell.ViewData(recipe: RecipeData.recipes()[0][0])
}
