import HeadlessUIKit

/// Not called yet.
func applySnapshot(to tableView: UITableView) {
  let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: tableView) { _, _, _ in nil }
  var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
  snapshot.appendSections([0])
  dataSource.apply(snapshot)
}
