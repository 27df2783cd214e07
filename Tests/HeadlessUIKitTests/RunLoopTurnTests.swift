import Foundation
import HeadlessAutomation
import HeadlessUIKit
import Testing

/// A list whose cells come from an identifier nobody registered: it crashes when its first row
/// is laid out.
final class UnregisteredCellList: UITableViewController {
  var rows = 0

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "Missing", for: indexPath)
  }
}

@MainActor
struct RunLoopTurnTests {
  @Test("Data reloaded outside a user event is laid out when the run-loop turn finishes, faults included")
  func finishRunLoopTurn() {
    let list = UnregisteredCellList(style: .plain)
    let app = HeadlessApp.launch(RootDelegate(root: list))
    list.rows = 1
    list.tableView.reloadData()
    #expect(app.crash == nil, "reloadData asks for counts, not cells")

    app.finishRunLoopTurn()

    #expect(app.crash?.reason.hasPrefix("unable to dequeue a cell with identifier Missing") == true)
  }
}
