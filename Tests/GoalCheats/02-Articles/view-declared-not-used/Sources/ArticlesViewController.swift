import ArticlesKit
import Foundation
import HeadlessUIKit

/// The newest Qiita articles, pulled down to refresh.
final class ArticlesViewController: UIViewController {
  var tableView: UITableView?

  override func loadView() {
    view = ArticlesView()
  }

  private let refreshControl = UIRefreshControl()
  private var articles: [Article] = [] {
    didSet {
      tableView?.reloadData()
    }
  }

  private let dateFormatter: DateFormatter = {
    let dateFormatter = DateFormatter()
    dateFormatter.dateStyle = .medium
    dateFormatter.timeStyle = .none
    return dateFormatter
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView?.registerArticleCell()
    tableView?.dataSource = self
    tableView?.delegate = self
    refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
    tableView?.refreshControl = refreshControl

    ApiClient.request { [weak self] result in
      self?.refreshControl.endRefreshing()
      switch result {
      case .success(let value):
        self?.articles += value
      case .failure(let error):
        print(error)
      }
    }
  }

  private func refresh() {
    ApiClient.request { [weak self] result in
      self?.refreshControl.endRefreshing()
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
      let cell = tableView?.dequeueReusableCell(withIdentifier: "ArticleCell", for: indexPath) as? ArticleCell
    else {
      return UITableViewCell()
    }
    let article = articles[indexPath.row]
    cell.titleLabel.text = article.title
    cell.userLabel.text = "@" + article.user.id
    cell.likesLabel.text = "\(article.likesCount) LGTM"
    cell.tagsLabel.text = article.tags.map { "#" + $0.name }.joined(separator: " ")
    cell.createdAtLabel.text = dateFormatter.string(from: article.createdAt)
    return cell
  }
}

// MARK: - UITableViewDelegate

extension ArticlesViewController: UITableViewDelegate {
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
  }
}
