import ArticlesKit
import Foundation

@MainActor
protocol ArticlesPresenterInput {
  var numberOfArticles: Int { get }
  func article(forRow row: Int) -> Article?
  func viewDidLoad()
  func didPullToRefresh()
  func didSelectRow(at indexPath: IndexPath)
}

@MainActor
protocol ArticlesPresenterOutput: AnyObject {
  func updateArticles(_ articles: [Article])
  func endRefreshing()
}

/// Fetches the articles and keeps the list; the view controller displays what it is told.
@MainActor
final class ArticlesPresenter: ArticlesPresenterInput {
  private(set) var articles: [Article] = []

  private weak var view: ArticlesPresenterOutput!
  private let model: ArticlesModelInput

  init(view: ArticlesPresenterOutput, model: ArticlesModelInput) {
    self.view = view
    self.model = model
  }

  var numberOfArticles: Int {
    articles.count
  }

  func article(forRow row: Int) -> Article? {
    guard row < articles.count else { return nil }
    return articles[row]
  }

  func viewDidLoad() {
    requestArticles()
  }

  func didPullToRefresh() {
    requestArticles()
  }

  func didSelectRow(at indexPath: IndexPath) {
  }

  private func requestArticles() {
    model.fetchArticles { [weak self] result in
      guard let self else { return }
      self.view.endRefreshing()
      switch result {
      case .success(let value):
        self.articles += value
        self.view.updateArticles(self.articles)
      case .failure(let error):
        print(error)
      }
    }
  }
}
