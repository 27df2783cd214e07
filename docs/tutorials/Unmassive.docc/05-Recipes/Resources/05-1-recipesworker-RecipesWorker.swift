import RecipesKit

/// The recipes' source: where the list's recipes come from, as CleanStore's `OrdersWorker` is
/// where its orders come from. Not final: a test of the interactor stands a spy in its place.
@MainActor
class RecipesWorker {

  /// Every recipe the app has, in the order the repository's data lists them.
  func fetchRecipes() -> [Recipe] {
    return RecipeData.recipes
  }
}
