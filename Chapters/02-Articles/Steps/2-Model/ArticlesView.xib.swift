import HeadlessUIKit

// ArticlesView.xib, in code: File's Owner is an ArticlesView; one top-level object, a view
// holding a plain table that fills it, connected to the owner's articlesTableView outlet.

@MainActor
func makeArticlesViewNib() -> UINib.File {
  UINib.File("ArticlesView", owner: ArticlesView.self) { owner in
    let view = UIView(frame: UIScreen.main.bounds)
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
