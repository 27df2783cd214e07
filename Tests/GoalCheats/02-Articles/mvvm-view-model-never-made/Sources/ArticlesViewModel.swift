final class ArticlesViewModel {
  var articlesDidChange: (() -> Void)?
  private(set) var articles: [Article] = []

  func viewDidLoad() {
    ApiClient.request { [weak self] result in
      if case .success(let value) = result { self?.articles = value }
      self?.articlesDidChange?()
    }
  }
}
