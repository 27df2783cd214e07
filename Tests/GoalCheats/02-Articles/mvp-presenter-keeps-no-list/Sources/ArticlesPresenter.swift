protocol ArticlesPresenterOutput: AnyObject {}

final class ArticlesPresenter {
  weak var view: ArticlesPresenterOutput?

  func viewDidLoad() {}
}

extension ArticlesViewController: ArticlesPresenterOutput {
  static let presenter = ArticlesPresenter()
}
