import ArticlesKit

@MainActor
protocol ArticlesModelDelegate: AnyObject {
  func completedRequest(result: Result<[Article], Error>)
}

/// The articles the app shows, and the request that fetches them.
@MainActor
final class ArticlesModel {
  /// A request for the newest articles: the API client's, or a test's stub.
  typealias Fetch = @MainActor (@escaping (Result<[Article], Error>) -> Void) -> Void

  weak var delegate: ArticlesModelDelegate?
  private(set) var articles: [Article] = []
  private let fetch: Fetch

  init(fetch: @escaping Fetch = ApiClient.request) {
    self.fetch = fetch
  }

  func request() {
    fetch { [weak self] result in
      if case .success(let value) = result {
        self?.articles = value
      }
      self?.delegate?.completedRequest(result: result)
    }
  }
}
