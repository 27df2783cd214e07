import ArticlesKit
import Foundation
import HeadlessUIKit

@MainActor
protocol ListArticlesDisplayLogic: AnyObject {
  func displayFetchedArticles(viewModel: ListArticles.FetchArticles.ViewModel)
}

/// The newest Qiita articles, pulled down to refresh.
final class ArticlesViewController: UIViewController, ListArticlesDisplayLogic {
  var interactor: ListArticlesBusinessLogic?

  private lazy var articleView = ArticlesView()

  private var displayedArticles: [ListArticles.DisplayedArticle] = [] {
    didSet {
      articleView.articlesTableView.reloadData()
    }
  }

  // MARK: Object lifecycle

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setup()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setup()
  }

  // MARK: Setup

  private func setup() {
    let viewController = self
    let interactor = ListArticlesInteractor()
    let presenter = ListArticlesPresenter()
    viewController.interactor = interactor
    interactor.presenter = presenter
    presenter.viewController = viewController
  }

  // MARK: View lifecycle

  override func loadView() {
    super.loadView()
    view = articleView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    articleView.articlesTableView.dataSource = self
    articleView.articlesTableView.delegate = self
    articleView.refreshControl.addAction(
      UIAction { [weak self] _ in self?.fetchArticles() }, for: .valueChanged)

    fetchArticles()
  }

  // MARK: Fetch articles

  private func fetchArticles() {
    let request = ListArticles.FetchArticles.Request()
    interactor?.fetchArticles(request: request)
  }

  // MARK: Display articles

  func displayFetchedArticles(viewModel: ListArticles.FetchArticles.ViewModel) {
    articleView.refreshControl.endRefreshing()
    if let displayedArticles = viewModel.displayedArticles {
      self.displayedArticles = displayedArticles
    }
    if let errorMessage = viewModel.errorMessage {
      print(errorMessage)
    }
  }
}

// MARK: - UITableViewDataSource

extension ArticlesViewController: UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    displayedArticles.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard
      let cell = tableView.dequeueReusableCell(withIdentifier: "ArticleCell", for: indexPath) as? ArticleCell
    else {
      return UITableViewCell()
    }
    let displayedArticle = displayedArticles[indexPath.row]
    cell.configure(with: displayedArticle)
    return cell
  }
}

// MARK: - UITableViewDelegate

extension ArticlesViewController: UITableViewDelegate {
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
  }
}
