import RecipesKit
import Testing

@testable import RecipesListRecipesRouter

// The VIP branch's list interactor, alone: a spy for its presenter, and a spy in its worker's
// place that answers the recipes the test gives it. No screen.

private let flan = Recipe(type: .dessert, name: "Flan", description: "Dulce", ingredients: [])

@MainActor
@Suite("ListRecipesInteractor (VIP branch)")
struct ListRecipesInteractorTests {
  // MARK: Test doubles

  final class ListRecipesPresentationLogicSpy: ListRecipesPresentationLogic {
    var presentedRecipes: [[[Recipe]]] = []

    func presentFetchedRecipes(response: ListRecipes.FetchRecipes.Response) {
      presentedRecipes.append(response.recipes)
    }
  }

  final class RecipesWorkerSpy: RecipesWorker {
    var recipes: [Recipe] = []
    var fetches = 0

    override func fetchRecipes() -> [Recipe] {
      fetches += 1
      return recipes
    }
  }

  // MARK: Subject under test

  let presenter = ListRecipesPresentationLogicSpy()
  let worker = RecipesWorkerSpy()
  let interactor = ListRecipesInteractor()

  init() {
    interactor.presenter = presenter
    interactor.recipesWorker = worker
  }

  // MARK: Tests

  @Test(
    "Fetching asks the worker once and presents its recipes as one section, which the data store keeps",
    arguments: [[], RecipeData.recipes, [flan]])
  func fetchRecipes(recipes: [Recipe]) {
    // Given
    worker.recipes = recipes

    // When
    interactor.fetchRecipes(request: ListRecipes.FetchRecipes.Request())

    // Then
    #expect(worker.fetches == 1)
    #expect(presenter.presentedRecipes == [[recipes]])
    #expect(interactor.recipes == [recipes])
  }
}
