protocol ListArticlesPresentationLogic {}
protocol ListArticlesDisplayLogic {}

final class ListArticlesPresenter: ListArticlesPresentationLogic {}

extension ArticlesViewController: ListArticlesDisplayLogic {}

/// A row of the list: an article's title, author, likes, tags and date, laid out in ArticleCell.xib.
final class ArticleCell: UITableViewCell {
  var titleLabel: UILabel!
  var userLabel: UILabel!
  var likesLabel: UILabel!
  var tagsLabel: UILabel!
  var createdAtLabel: UILabel!

  private let dateFormatter: DateFormatter = {
    let dateFormatter = DateFormatter()
    dateFormatter.dateStyle = .medium
    dateFormatter.timeStyle = .none
    return dateFormatter
  }()

  func configure(with article: Article) {
    titleLabel.text = article.title
    userLabel.text = "@" + article.user.id
    likesLabel.text = "\(article.likesCount) LGTM"
    tagsLabel.text = article.tags.map { "#" + $0.name }.joined(separator: " ")
    createdAtLabel.text = dateFormatter.string(from: article.createdAt)
  }
}
