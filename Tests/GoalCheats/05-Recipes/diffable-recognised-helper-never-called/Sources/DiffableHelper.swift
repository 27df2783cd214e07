import HeadlessUIKit

enum DiffableHelper {
  static func dataSource(for tableView: UITableView) -> UITableViewDiffableDataSource<Int, String> {
    UITableViewDiffableDataSource(tableView: tableView) { _, _, _ in UITableViewCell() }
  }
}
