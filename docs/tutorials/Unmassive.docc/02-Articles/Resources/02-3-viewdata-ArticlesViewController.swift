import ArticlesKit
import Foundation
import HeadlessUIKit

/// The newest Qiita articles, pulled down to refresh.
final class ArticlesViewController: UIViewController {
  private lazy var articleView = ArticlesView()

  private var presenter: ArticlesPresenterInput!
  func inject(presenter: ArticlesPresenterInput) {
    self.presenter = presenter
  }

  override func loadView() {
    super.loadView()
    view = articleView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    articleView.articlesTableView.dataSource = self
    articleView.articlesTableView.delegate = self
    articleView.refreshControl.addAction(
      UIAction { [weak self] _ in self?.presenter.didPullToRefresh() }, for: .valueChanged)
    presenter.viewDidLoad()
  }
}

// MARK: - ArticlesPresenterOutput

extension ArticlesViewController: ArticlesPresenterOutput {
  func updateArticles(_ articles: [Article]) {
    articleView.articlesTableView.reloadData()
  }

  func endRefreshing() {
    articleView.refreshControl.endRefreshing()
  }
}

// MARK: - UITableViewDataSource

extension ArticlesViewController: UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    presenter.numberOfArticles
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard
      let cell = tableView.dequeueReusableCell(withIdentifier: "ArticleCell", for: indexPath) as? ArticleCell
    else {
      return UITableViewCell()
    }
    if let article = presenter.article(forRow: indexPath.row) {
      cell.viewData = ArticleCell.ViewData(article: article)
    }
    return cell
  }
}

// MARK: - UITableViewDelegate

extension ArticlesViewController: UITableViewDelegate {
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    presenter.didSelectRow(at: indexPath)
  }
}
