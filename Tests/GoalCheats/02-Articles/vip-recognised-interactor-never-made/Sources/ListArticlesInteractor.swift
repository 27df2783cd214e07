final class ListArticlesInteractor {
  var articles: [Article] = []

  func fetchArticles() {
    ApiClient.request { [weak self] result in
      if case .success(let value) = result { self?.articles += value }
    }
  }
}
