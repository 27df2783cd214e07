import Foundation
import HeadlessInterfaceBuilder
import HeadlessUIKit

// RecipeDetailsTableViewController.xib, in code: File's Owner is a
// RecipeDetailsTableViewController; its view holds a plain table view pinned to its four edges
// (rows 44 pt, section headers and footers 28 pt, and Selection: No Selection), connected to the
// owner's `tableView` outlet.
extension NibFile {
  static let recipeDetailsTableViewController = NibFile(
    "RecipeDetailsTableViewController", owner: RecipeDetailsTableViewController.self
  ) { owner in
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
    let tableView = UITableView(frame: view.bounds, style: .plain)
    tableView.allowsSelection = false
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
