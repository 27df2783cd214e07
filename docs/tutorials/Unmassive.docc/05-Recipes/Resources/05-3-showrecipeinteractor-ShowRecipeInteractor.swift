import RecipesKit

@MainActor
protocol ShowRecipeBusinessLogic {
  func getRecipe(request: ShowRecipe.GetRecipe.Request)
}

@MainActor
protocol ShowRecipeDataStore {
  var recipe: Recipe! { get set }
}

/// The scene's business logic: the recipe it shows, which the scene that routes here hands its
/// data store, as CleanStore's ShowOrder is handed its order.
@MainActor
final class ShowRecipeInteractor: ShowRecipeBusinessLogic, ShowRecipeDataStore {
  var presenter: ShowRecipePresentationLogic?

  var recipe: Recipe!

  // MARK: Get recipe

  func getRecipe(request: ShowRecipe.GetRecipe.Request) {
    let response = ShowRecipe.GetRecipe.Response(recipe: recipe)
    presenter?.presentRecipe(response: response)
  }
}
