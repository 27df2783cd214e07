final class ArticlesViewModel {
  var articlesDidChange: (() -> Void)?
}
