import Foundation
import HeadlessUIKit

/// The list's view: the table of articles, laid out in ArticlesView.xib, with its cells and its
/// refresh control.
final class ArticlesView: UIView {
  let refreshControl = UIRefreshControl()

  var articlesTableView: UITableView! {
    didSet {
      articlesTableView.register(
        UINib(nibName: "ArticleCell", bundle: nil), forCellReuseIdentifier: "ArticleCell")
      articlesTableView.refreshControl = refreshControl
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    initialze()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    initialze()
  }

  private func initialze() {
    guard let view = Bundle.main.loadNibNamed("ArticlesView", owner: self, options: nil)?.first as? UIView
    else {
      return
    }
    view.frame = bounds
    addSubview(view)
  }
}
