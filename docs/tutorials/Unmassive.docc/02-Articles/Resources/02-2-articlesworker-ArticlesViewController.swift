import ArticlesKit
import Foundation
import HeadlessUIKit

/// The newest Qiita articles, pulled down to refresh.
final class ArticlesViewController: UIViewController {
  private lazy var articleView = ArticlesView()
  private let articlesWorker = ArticlesWorker()

  private var articles: [Article] = [] {
    didSet {
      articleView.articlesTableView.reloadData()
    }
  }

  override func loadView() {
    super.loadView()
    view = articleView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    articleView.articlesTableView.dataSource = self
    articleView.articlesTableView.delegate = self
    articleView.refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)

    articlesWorker.fetchArticles { [weak self] result in
      self?.articleView.refreshControl.endRefreshing()
      switch result {
      case .success(let value):
        self?.articles += value
      case .failure(let error):
        print(error)
      }
    }
  }

  private func refresh() {
    articlesWorker.fetchArticles { [weak self] result in
      self?.articleView.refreshControl.endRefreshing()
      switch result {
      case .success(let value):
        self?.articles += value
      case .failure(let error):
        print(error)
      }
    }
  }
}

// MARK: - UITableViewDataSource

extension ArticlesViewController: UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    articles.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard
      let cell = tableView.dequeueReusableCell(withIdentifier: "ArticleCell", for: indexPath) as? ArticleCell
    else {
      return UITableViewCell()
    }
    let article = articles[indexPath.row]
    cell.configure(with: article)
    return cell
  }
}

// MARK: - UITableViewDelegate

extension ArticlesViewController: UITableViewDelegate {
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
  }
}
