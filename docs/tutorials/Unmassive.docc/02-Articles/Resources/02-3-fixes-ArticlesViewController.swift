import ArticlesKit
import Foundation
import HeadlessUIKit

/// The newest Qiita articles, pulled down to refresh.
final class ArticlesViewController: UIViewController {
  private lazy var articleView = ArticlesView()

  private var model: ArticlesModel? {
    didSet {
      registerModel()
    }
  }

  override func loadView() {
    view = articleView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    articleView.refreshControl.addAction(
      UIAction { [weak self] _ in self?.model?.request() }, for: .valueChanged)
    model = ArticlesModel()
    model?.request()
  }
}

private extension ArticlesViewController {
  func registerModel() {
    model?.delegate = self
    articleView.articlesTableView.dataSource = self
    articleView.articlesTableView.delegate = self
  }

  func showAlert(for error: Error) {
    let alert = UIAlertController(
      title: "Could not load the articles", message: error.localizedDescription, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    present(alert, animated: true)
  }
}

// MARK: - ArticlesModelDelegate

extension ArticlesViewController: ArticlesModelDelegate {
  func completedRequest(result: Result<[Article], Error>) {
    articleView.refreshControl.endRefreshing()
    switch result {
    case .success:
      articleView.articlesTableView.reloadData()
    case .failure(let error):
      print(error)
      showAlert(for: error)
    }
  }
}

// MARK: - UITableViewDataSource

extension ArticlesViewController: UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    model?.articles.count ?? 0
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard
      let cell = tableView.dequeueReusableCell(withIdentifier: "ArticleCell", for: indexPath) as? ArticleCell
    else {
      return UITableViewCell()
    }
    if let article = model?.articles[indexPath.row] {
      cell.configure(with: article)
    }
    return cell
  }
}

// MARK: - UITableViewDelegate

extension ArticlesViewController: UITableViewDelegate {
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
  }
}
