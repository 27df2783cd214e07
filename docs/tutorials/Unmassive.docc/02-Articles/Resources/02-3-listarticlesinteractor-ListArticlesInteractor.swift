import ArticlesKit

@MainActor
protocol ListArticlesBusinessLogic {
  func fetchArticles(request: ListArticles.FetchArticles.Request)
}

@MainActor
protocol ListArticlesDataStore {
  var articles: [Article] { get }
}

/// The scene's business logic: fetching the articles, and what each answer does to the list.
@MainActor
final class ListArticlesInteractor: ListArticlesBusinessLogic, ListArticlesDataStore {
  var presenter: ListArticlesPresentationLogic?
  var articlesWorker = ArticlesWorker()

  private(set) var articles: [Article] = []

  // MARK: Fetch articles

  func fetchArticles(request: ListArticles.FetchArticles.Request) {
    articlesWorker.fetchArticles { [weak self] result in
      guard let self else { return }
      switch result {
      case .success(let value):
        self.articles += value
        let response = ListArticles.FetchArticles.Response(result: .success(self.articles))
        self.presenter?.presentFetchedArticles(response: response)
      case .failure(let error):
        let response = ListArticles.FetchArticles.Response(result: .failure(error))
        self.presenter?.presentFetchedArticles(response: response)
      }
    }
  }
}
