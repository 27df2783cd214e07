import HeadlessUIKit

/// A row of the list: an article's title, author, likes, tags and date, laid out in ArticleCell.xib.
final class ArticleCell: UITableViewCell {
  var titleLabel: UILabel!
  var userLabel: UILabel!
  var likesLabel: UILabel!
  var tagsLabel: UILabel!
  var createdAtLabel: UILabel!

  func configure(with displayedArticle: ListArticles.DisplayedArticle) {
    titleLabel.text = displayedArticle.title
    userLabel.text = displayedArticle.user
    likesLabel.text = displayedArticle.likes
    tagsLabel.text = displayedArticle.tags
    createdAtLabel.text = displayedArticle.createdAt
  }
}
