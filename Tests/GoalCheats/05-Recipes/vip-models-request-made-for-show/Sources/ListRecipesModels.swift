enum ListRecipes {
  enum FetchRecipes {
    struct Request {}
    struct Response {}
    struct ViewModel {}
  }
}

extension RecipeTableViewController {
  func fetchRecipesRequest() -> ListRecipes.FetchRecipes.Request {
    ListRecipes.FetchRecipes.Request()
  }
}
