import ArticlesKit
import Foundation

private let formatter: DateFormatter = {
  let formatter = Foundation.DateFormatter()
  formatter.dateStyle = .medium
  formatter.timeStyle = .none
  return formatter
}()

/// The rest of the cell's labels, out of the controller.
@MainActor
func fill(_ cell: ArticleCell, with article: Article) {
  cell.userLabel.text = "@" + article.user.id
  cell.likesLabel.text = "\(article.likesCount) LGTM"
  cell.tagsLabel.text = article.tags.map { "#" + $0.name }.joined(separator: " ")
  cell.createdAtLabel.text = formatter.string(from: article.createdAt)
}
