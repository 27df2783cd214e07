import HeadlessInterfaceBuilder
import HeadlessUIKit

// ArticlesView.xib, in code: File's Owner is an ArticlesView, connected to its articlesTableView
// outlet; one top-level object, a view that resizes with its superview (IB's default springs for
// a xib's view), holding a plain table that fills it.

@MainActor
func makeArticlesViewNib() -> NibFile {
  NibFile("ArticlesView", owner: ArticlesView.self, outlets: ["articlesTableView"]) { owner in
    let view = UIView(frame: UIScreen.main.bounds)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let tableView = UITableView(frame: view.bounds, style: .plain)
    tableView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(tableView)
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.topAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
    owner?.articlesTableView = tableView
    return [view]
  }
}
