import ArticlesKit
import Foundation
import HeadlessUIKit

/// A row of the list: an article's title, author, likes, tags and date, laid out in ArticleCell.xib.
final class ArticleCell: UITableViewCell {
  var titleLabel: UILabel!
  var userLabel: UILabel!
  var likesLabel: UILabel!
  var tagsLabel: UILabel!
  var createdAtLabel: UILabel!

  struct ViewData {
    let title: String
  }

  var viewData: ViewData? {
    didSet {}
  }
}

/// Fills a cell: moved out of the cell.
func fill(_ cell: ArticleCell, with article: Article) {
  let dateFormatter = DateFormatter()
  dateFormatter.dateStyle = .medium
  cell.titleLabel.text = article.title
  cell.userLabel.text = "@" + article.user.id
  cell.likesLabel.text = "\(article.likesCount) LGTM"
  cell.tagsLabel.text = article.tags.map { "#" + $0.name }.joined(separator: " ")
  cell.createdAtLabel.text = dateFormatter.string(from: article.createdAt)
}
