protocol ListArticlesBusinessLogic {
  func fetchArticles()
}
protocol ListArticlesDataStore {}

final class ListArticlesInteractor: ListArticlesBusinessLogic, ListArticlesDataStore {
  func fetchArticles() {}
}

enum Network {
  static func load(_ completion: @escaping (Result<[Article], Error>) -> Void) {
    ApiClient.request(completion: completion)
  }
}
