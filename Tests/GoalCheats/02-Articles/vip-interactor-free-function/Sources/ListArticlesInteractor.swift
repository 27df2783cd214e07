protocol ListArticlesBusinessLogic {}
protocol ListArticlesDataStore {}

final class ListArticlesInteractor: ListArticlesBusinessLogic, ListArticlesDataStore {}

/// The request, out of the controller.
func loadArticles(_ completion: @escaping (Result<[Article], Error>) -> Void) {
  ApiClient.request(completion: completion)
}
