import ArticlesKit
import Foundation

protocol ListArticlesPresentationLogic {
  func presentFetchedArticles(_ articles: [Article]) -> [String]
}
protocol ListArticlesDisplayLogic {}

final class ListArticlesPresenter: ListArticlesPresentationLogic {
  func presentFetchedArticles(_ articles: [Article]) -> [String] {
    let dateFormatter = DateFormatter()
    dateFormatter.dateStyle = .medium
    return articles.map { "\($0.likesCount) LGTM " + dateFormatter.string(from: $0.createdAt) }
  }
}

extension ArticlesViewController: ListArticlesDisplayLogic {}

/// The cell's texts, out of the cell.
extension ArticleCell {
  static let formatter = DateFormatter()

  func show(_ article: Article) {
    titleLabel.text = article.title
    likesLabel.text = "\(article.likesCount) LGTM"
    createdAtLabel.text = Self.formatter.string(from: article.createdAt)
  }
}
