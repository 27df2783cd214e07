import ArticlesKit
import Foundation

@MainActor
protocol ListArticlesPresentationLogic {
  func presentFetchedArticles(response: ListArticles.FetchArticles.Response)
}

/// The scene's presentation logic: articles become the texts a row shows, a failure the line the
/// console prints.
@MainActor
final class ListArticlesPresenter: ListArticlesPresentationLogic {
  weak var viewController: ListArticlesDisplayLogic?

  private let dateFormatter: DateFormatter = {
    let dateFormatter = DateFormatter()
    dateFormatter.dateStyle = .medium
    dateFormatter.timeStyle = .none
    return dateFormatter
  }()

  // MARK: Fetch articles

  func presentFetchedArticles(response: ListArticles.FetchArticles.Response) {
    let viewModel: ListArticles.FetchArticles.ViewModel
    switch response.result {
    case .success(let articles):
      viewModel = ListArticles.FetchArticles.ViewModel(
        displayedArticles: articles.map(displayedArticle), errorMessage: nil)
    case .failure(let error):
      viewModel = ListArticles.FetchArticles.ViewModel(displayedArticles: nil, errorMessage: "\(error)")
    }
    viewController?.displayFetchedArticles(viewModel: viewModel)
  }

  // MARK: Displayed values

  private func displayedArticle(_ article: Article) -> ListArticles.DisplayedArticle {
    ListArticles.DisplayedArticle(
      title: article.title,
      user: "@" + article.user.id,
      likes: "\(article.likesCount) LGTM",
      tags: article.tags.map { "#" + $0.name }.joined(separator: " "),
      createdAt: dateFormatter.string(from: article.createdAt))
  }
}
