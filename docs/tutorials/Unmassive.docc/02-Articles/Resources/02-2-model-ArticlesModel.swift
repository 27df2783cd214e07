import ArticlesKit

@MainActor
protocol ArticlesModelDelegate: AnyObject {
  func completedRequest(result: Result<[Article], Error>)
}

/// The articles the app shows, and the request that fetches them.
@MainActor
final class ArticlesModel {
  weak var delegate: ArticlesModelDelegate?
  private(set) var articles: [Article] = []

  func request() {
    ApiClient.request { [weak self] result in
      self?.delegate?.completedRequest(result: result)
    }
  }
}
