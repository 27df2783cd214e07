enum ListArticles {
  enum FetchArticles {
    struct Request {}
    struct Response {}
    struct ViewModel {}
  }
}
