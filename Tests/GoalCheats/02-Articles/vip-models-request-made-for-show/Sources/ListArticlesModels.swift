enum ListArticles {
  enum FetchArticles {
    struct Request {}
    struct Response {}
    struct ViewModel {}
  }
}

extension ArticlesViewController {
  func fetchArticlesRequest() -> ListArticles.FetchArticles.Request {
    ListArticles.FetchArticles.Request()
  }
}
