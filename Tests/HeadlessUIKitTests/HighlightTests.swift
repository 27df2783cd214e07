import Foundation
import HeadlessAutomation
import HeadlessUIKit
import Testing

/// A list that writes down what its delegate is asked of highlighting and selection; a row
/// named "Locked" must not highlight.
final class JournalingListController: UITableViewController {
  var rows = ["Free", "Locked"]
  let journal = Journal()

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = rows[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    journal.record("should highlight \(rows[indexPath.row])")
    return rows[indexPath.row] != "Locked"
  }

  override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    journal.record("will select \(rows[indexPath.row])")
    return indexPath
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    journal.record("did select \(rows[indexPath.row])")
  }

  override func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    journal.record("will deselect \(rows[indexPath.row])")
    return indexPath
  }

  override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    journal.record("did deselect \(rows[indexPath.row])")
  }
}

@MainActor
struct HighlightTests {
  @Test(
    "A tap asks the delegate whether the row may highlight; a row that may not is neither tracked nor selected"
  )
  func shouldHighlight() throws {
    let list = JournalingListController(style: .plain)
    let app = HeadlessApp.launch(RootDelegate(root: list))

    try app.selectRow(containing: "Locked")
    #expect(list.journal.take() == ["should highlight Locked"])
    #expect(list.tableView.indexPathForSelectedRow == nil)

    try app.selectRow(containing: "Free")
    #expect(list.journal.take() == ["should highlight Free", "will select Free", "did select Free"])
    #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
  }
}
