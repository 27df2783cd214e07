protocol ArticlesModelDelegate: AnyObject {
  func completedRequest(result: Result<[Article], Error>)
}

final class ArticlesModel {
  weak var delegate: ArticlesModelDelegate?

  func request() {
    ApiClient.request { [weak self] result in self?.delegate?.completedRequest(result: result) }
  }
}

extension ArticlesViewController: ArticlesModelDelegate {
  func completedRequest(result: Result<[Article], Error>) {}
}
