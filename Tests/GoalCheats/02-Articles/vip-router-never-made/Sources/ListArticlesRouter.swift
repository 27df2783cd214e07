protocol ListArticlesRoutingLogic {
  func routeToShowArticle()
}
protocol ListArticlesDataPassing {}

final class ListArticlesRouter: ListArticlesRoutingLogic, ListArticlesDataPassing {
  func routeToShowArticle() {}
}

extension ArticlesViewController {
  static var router: ListArticlesRouter?

  func didSelectRow() {
    Self.router?.routeToShowArticle()
  }
}
