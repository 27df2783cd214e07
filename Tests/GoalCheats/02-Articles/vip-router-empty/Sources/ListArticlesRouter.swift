protocol ListArticlesRoutingLogic {
  func routeToShowArticle()
}
protocol ListArticlesDataPassing {}

final class ListArticlesRouter: ListArticlesRoutingLogic, ListArticlesDataPassing {
  func routeToShowArticle() {}
}
