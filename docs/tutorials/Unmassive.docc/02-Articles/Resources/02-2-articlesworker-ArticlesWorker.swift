import ArticlesKit

/// The Qiita API, as the scene asks it: the newest articles.
@MainActor
class ArticlesWorker {

  /// Fetches the newest articles; `completion` runs when the API answers.
  func fetchArticles(completion: @escaping (Result<[Article], Error>) -> Void) {
    ApiClient.request(completion: completion)
  }
}
