import HeadlessUIKit

class SectionsViewController: UIViewController {
  weak var tableView: UITableView!

  func reload() {
    tableView.reloadData()
  }
}
