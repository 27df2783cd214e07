protocol ArticlesModelDelegate: AnyObject {
  func completedRequest(result: Result<[Article], Error>)
}
