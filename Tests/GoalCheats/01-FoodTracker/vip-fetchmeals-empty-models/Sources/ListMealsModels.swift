enum ListMeals {
  enum FetchMeals {
    struct Request {}
    struct Response {}
    struct ViewModel {}
  }
}
