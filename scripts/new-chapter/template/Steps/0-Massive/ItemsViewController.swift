import Foundation
import HeadlessUIKit

/// A stand-in for the chapter's massive controller, written by `workbook new-chapter`: a table of
/// items, and + adds one. Replace this folder with the controller the chapter refactors.
final class ItemsViewController: UITableViewController {
  var items = ["Apples", "Bread", "Coffee"]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Items"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ItemCell")
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.addItem() })
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath)
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }

  private func addItem() {
    items.append("Item \(items.count + 1)")
    tableView.insertRows(at: [IndexPath(row: items.count - 1, section: 0)], with: .automatic)
  }
}
