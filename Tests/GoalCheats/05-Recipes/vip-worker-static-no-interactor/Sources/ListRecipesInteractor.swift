protocol ListRecipesBusinessLogic {}
protocol ListRecipesDataStore {}

final class ListRecipesInteractor: ListRecipesBusinessLogic, ListRecipesDataStore {}

final class RecipesWorker {
  static func fetch() -> [Recipe] { RecipeData.recipes }
}
