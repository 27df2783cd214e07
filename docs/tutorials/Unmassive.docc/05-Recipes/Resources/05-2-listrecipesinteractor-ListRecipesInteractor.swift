import RecipesKit

@MainActor
protocol ListRecipesBusinessLogic {
  func fetchRecipes(request: ListRecipes.FetchRecipes.Request)
}

@MainActor
protocol ListRecipesDataStore {
  var recipes: [[Recipe]] { get }
}

/// The scene's business logic: which recipes the list shows, in which sections.
@MainActor
final class ListRecipesInteractor: ListRecipesBusinessLogic, ListRecipesDataStore {
  var presenter: ListRecipesPresentationLogic?
  var recipesWorker = RecipesWorker()

  private(set) var recipes: [[Recipe]] = [[]]

  // MARK: Fetch recipes

  func fetchRecipes(request: ListRecipes.FetchRecipes.Request) {
    // One section of every recipe, as the massive controller had it.
    recipes = [recipesWorker.fetchRecipes()]
    let response = ListRecipes.FetchRecipes.Response(recipes: recipes)
    presenter?.presentFetchedRecipes(response: response)
  }
}
