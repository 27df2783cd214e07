protocol ArticlesModelDelegate: AnyObject {
  func completedRequest(result: Result<[Article], Error>)
}

extension ArticlesViewController: ArticlesModelDelegate {
  func completedRequest(result: Result<[Article], Error>) {}
}
