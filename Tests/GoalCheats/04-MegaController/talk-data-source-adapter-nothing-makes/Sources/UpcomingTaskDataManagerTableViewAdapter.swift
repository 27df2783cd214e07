import HeadlessUIKit

/// A copy nothing makes.
final class UpcomingTaskDataManagerTableViewAdapter: UITableViewController {
  var titles: [String] = []

  override func numberOfSections(in tableView: UITableView) -> Int { 1 }

  func numberOfSections() -> Int { numberOfSections(in: tableView) }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    titles.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell()
  }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

  func insertRow(at indexPath: IndexPath) {
    tableView.beginUpdates()
    tableView.insertRows(at: [indexPath], with: .automatic)
    tableView.endUpdates()
  }
}
