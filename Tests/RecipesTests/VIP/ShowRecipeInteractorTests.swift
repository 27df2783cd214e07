import RecipesKit
import Testing

@testable import RecipesListRecipesRouter

// The VIP branch's details interactor, alone: a spy for its presenter. Its data store is what
// the list's router fills; getting the recipe presents what it holds.

@MainActor
@Suite("ShowRecipeInteractor (VIP branch)")
struct ShowRecipeInteractorTests {
  // MARK: Test doubles

  final class ShowRecipePresentationLogicSpy: ShowRecipePresentationLogic {
    var presentedRecipes: [Recipe] = []

    func presentRecipe(response: ShowRecipe.GetRecipe.Response) { presentedRecipes.append(response.recipe) }
  }

  // MARK: Tests

  @Test("Getting the recipe presents the one its data store was handed", arguments: RecipeData.recipes)
  func getRecipe(recipe: Recipe) {
    // Given
    let presenter = ShowRecipePresentationLogicSpy()
    let interactor = ShowRecipeInteractor()
    interactor.presenter = presenter
    var dataStore: ShowRecipeDataStore = interactor
    dataStore.recipe = recipe

    // When
    interactor.getRecipe(request: ShowRecipe.GetRecipe.Request())

    // Then
    #expect(presenter.presentedRecipes == [recipe])
  }
}
