import ArticlesKit

/// The request, out of the view controller.
@MainActor
func requestArticles(_ completion: @escaping ([Article]) -> Void) {
  ApiClient.request { result in
    switch result {
    case .success(let value):
      completion(value)
    case .failure(let error):
      print(error)
      completion([])
    }
  }
}
