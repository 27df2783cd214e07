import HeadlessUIKit

/// The pull to refresh, out of the controller.
@MainActor
func installRefresh(on tableView: UITableView?, _ action: @escaping () -> Void) -> UIRefreshControl {
  let refreshControl = UIRefreshControl()
  refreshControl.addAction(UIAction { _ in action() }, for: .valueChanged)
  tableView?.refreshControl = refreshControl
  return refreshControl
}

@MainActor
func stopRefreshing(_ control: UIRefreshControl?) {
  control?.endRefreshing()
}
