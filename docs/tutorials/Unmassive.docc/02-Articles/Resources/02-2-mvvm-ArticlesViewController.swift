import ArticlesKit
import Foundation
import HeadlessUIKit

/// The newest Qiita articles, pulled down to refresh.
final class ArticlesViewController: UIViewController {
  private lazy var articleView = ArticlesView()

  private var viewModel: ArticlesViewModel!
  func inject(viewModel: ArticlesViewModel) {
    self.viewModel = viewModel
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
      UIAction { [weak self] _ in self?.viewModel.didPullToRefresh() }, for: .valueChanged)
    bindViewModel()
    viewModel.viewDidLoad()
  }

  private func bindViewModel() {
    viewModel.articlesDidChange = { [weak self] _ in
      self?.articleView.articlesTableView.reloadData()
    }
    viewModel.requestDidFinish = { [weak self] in
      self?.articleView.refreshControl.endRefreshing()
    }
  }
}

// MARK: - UITableViewDataSource

extension ArticlesViewController: UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    viewModel.articles.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard
      let cell = tableView.dequeueReusableCell(withIdentifier: "ArticleCell", for: indexPath) as? ArticleCell
    else {
      return UITableViewCell()
    }
    let article = viewModel.articles[indexPath.row]
    cell.configure(with: article)
    return cell
  }
}

// MARK: - UITableViewDelegate

extension ArticlesViewController: UITableViewDelegate {
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
  }
}
