import HeadlessUIKit

extension UITableView {
  func registerArticleCell() {
    register(UINib(nibName: "ArticleCell", bundle: nil), forCellReuseIdentifier: "ArticleCell")
  }
}
