import ArticlesKit

/// What the presenter asks of the Model: the newest articles.
@MainActor
protocol ArticlesModelInput {
  func fetchArticles(completion: @escaping (Result<[Article], Error>) -> Void)
}

/// Fetches the newest articles from Qiita's API.
@MainActor
final class ArticlesModel: ArticlesModelInput {
  func fetchArticles(completion: @escaping (Result<[Article], Error>) -> Void) {
    ApiClient.request(completion: completion)
  }
}
