enum ListRecipes {
  enum FetchRecipes {
    struct Request {}
    struct Response {}
    struct ViewModel {}
  }
}
