final class ArticlesViewModel {
  var articlesDidChange: (() -> Void)?

  func viewDidLoad() { articlesDidChange?() }
}
