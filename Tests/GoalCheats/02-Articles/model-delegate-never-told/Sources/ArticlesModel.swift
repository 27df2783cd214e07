protocol ArticlesModelDelegate: AnyObject {
  func completedRequest(result: Result<[Article], Error>)
}

final class ArticlesModel {
  weak var delegate: ArticlesModelDelegate?
  var count = 0

  func request() { count += 1 }
}

extension ArticlesViewController: ArticlesModelDelegate {
  func completedRequest(result: Result<[Article], Error>) { ArticlesModel().request() }
}
