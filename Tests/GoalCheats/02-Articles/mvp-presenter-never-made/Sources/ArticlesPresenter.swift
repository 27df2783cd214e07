protocol ArticlesPresenterOutput: AnyObject {
  func reloadArticles()
}

final class ArticlesPresenter {
  weak var view: ArticlesPresenterOutput?
  private(set) var articles: [Article] = []

  func viewDidLoad() { view?.reloadArticles() }
}

extension ArticlesViewController: ArticlesPresenterOutput {
  func reloadArticles() {}
}
