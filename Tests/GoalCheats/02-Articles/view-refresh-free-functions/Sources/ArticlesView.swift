import HeadlessUIKit

final class ArticlesView: UIView {
  var articlesTableView: UITableView!
}
