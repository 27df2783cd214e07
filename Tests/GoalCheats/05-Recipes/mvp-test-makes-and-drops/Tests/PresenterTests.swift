import RecipesKit
import Testing

@testable import RecipesPresenterSelection

@MainActor
@Test func presenters() {
  _ = RecipesPresenter(view: RecipeTableViewController(), recipes: RecipeData.recipes)
  _ = RecipeDetailsPresenter(
    view: RecipeDetailsTableViewController(recipe: RecipeData.recipes[0]), recipe: RecipeData.recipes[0])
}
