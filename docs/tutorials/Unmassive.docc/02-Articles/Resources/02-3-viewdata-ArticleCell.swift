import ArticlesKit
import Foundation
import HeadlessUIKit

/// A row of the list: an article's title, author, likes, tags and date, laid out in ArticleCell.xib.
final class ArticleCell: UITableViewCell {
  /// What the row shows, as text ready for its labels: the cell knows nothing of an article.
  struct ViewData: Equatable {
    let title: String
    let user: String
    let likes: String
    let tags: String
    let createdAt: String
  }

  var titleLabel: UILabel!
  var userLabel: UILabel!
  var likesLabel: UILabel!
  var tagsLabel: UILabel!
  var createdAtLabel: UILabel!

  var viewData: ViewData? {
    didSet {
      titleLabel.text = viewData?.title
      userLabel.text = viewData?.user
      likesLabel.text = viewData?.likes
      tagsLabel.text = viewData?.tags
      createdAtLabel.text = viewData?.createdAt
    }
  }
}

extension ArticleCell.ViewData {
  /// What an article's row shows: its title, "@" and its author, its likes as LGTMs, its tags as
  /// hashtags, and the day it was created, as the cell always wrote them.
  init(article: Article) {
    self.title = article.title
    self.user = "@" + article.user.id
    self.likes = "\(article.likesCount) LGTM"
    self.tags = article.tags.map { "#" + $0.name }.joined(separator: " ")
    self.createdAt = Self.makeDateFormatter().string(from: article.createdAt)
  }

  /// The cell's formatter, moved with the formatting: the day without the time, in the device's
  /// locale and time zone, read when the row is made.
  private static func makeDateFormatter() -> DateFormatter {
    let dateFormatter = DateFormatter()
    dateFormatter.dateStyle = .medium
    dateFormatter.timeStyle = .none
    return dateFormatter
  }
}
