import Foundation
import HeadlessInterfaceBuilder
import HeadlessUIKit

// RecipeTableViewController.xib, in code: File's Owner is a RecipeTableViewController; its view
// holds a plain table view pinned to its four edges (rows 44 pt, section headers and footers
// 28 pt, as Interface Builder sets them), connected to the owner's `tableView` outlet.
extension NibFile {
  static let recipeTableViewController = NibFile(
    "RecipeTableViewController", owner: RecipeTableViewController.self
  ) { owner in
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
    let tableView = UITableView(frame: view.bounds, style: .plain)
    tableView.rowHeight = 44
    tableView.sectionHeaderHeight = 28
    tableView.sectionFooterHeight = 28
    tableView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(tableView)
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.topAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
    owner?.view = view
    owner?.tableView = tableView
    return [view]
  }
}
