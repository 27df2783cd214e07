import Foundation
import HeadlessAutomation
import HeadlessUIKit
import Testing

/// A change made to the data and the matching (or mismatching) call made to the table.
enum TableChange: Sendable, CustomTestStringConvertible {
  case deleteDataButNotRows
  case deleteRowsButNotData
  case deleteRowOutOfRange
  case insertRowOutOfRange
  case deleteSectionDataButNotSection
  case deleteSectionOutOfRange
  case moveRowButNotData
  case moveRowButDeleteData
  case moveRowWithinSectionButDeleteData

  var testDescription: String { "\(self)" }

  /// UIKit's words for what is wrong.
  var expectedReason: String {
    switch self {
    case .deleteDataButNotRows:
      "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section "
        + "after the update (2) must be equal to the number of rows contained in that section before the update "
        + "(3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and "
        + "plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
    case .deleteRowsButNotData:
      "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section "
        + "after the update (3) must be equal to the number of rows contained in that section before the update "
        + "(3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and "
        + "plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
    case .deleteRowOutOfRange:
      "attempt to delete row 5 from section 0 which only contains 3 rows before the update"
    case .insertRowOutOfRange:
      "attempt to insert row 4 into section 0, but there are only 4 rows in section 0 after the update"
    case .deleteSectionDataButNotSection:
      "Invalid update: invalid number of sections. The number of sections contained in the table view after the "
        + "update (1) must be equal to the number of sections contained in the table view before the update (2), "
        + "plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
    case .deleteSectionOutOfRange:
      "attempt to delete section 3, but there are only 2 sections before the update"
    case .moveRowButNotData:
      "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section "
        + "after the update (3) must be equal to the number of rows contained in that section before the update "
        + "(3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and "
        + "plus or minus the number of rows moved into or out of that section (0 moved in, 1 moved out)."
    case .moveRowButDeleteData:
      "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section "
        + "after the update (3) must be equal to the number of rows contained in that section before the update "
        + "(3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and "
        + "plus or minus the number of rows moved into or out of that section (1 moved in, 0 moved out)."
    case .moveRowWithinSectionButDeleteData:
      // A move within a section counts as neither moved in nor moved out.
      "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section "
        + "after the update (2) must be equal to the number of rows contained in that section before the update "
        + "(3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and "
        + "plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
    }
  }

  @MainActor
  func apply(to list: ListController) {
    let tableView = list.tableView!
    switch self {
    case .deleteDataButNotRows:
      list.sections[0].remove(at: 0)
      tableView.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
    case .deleteRowsButNotData:
      tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    case .deleteRowOutOfRange:
      list.sections[0].remove(at: 0)
      tableView.deleteRows(at: [IndexPath(row: 5, section: 0)], with: .fade)
    case .insertRowOutOfRange:
      list.sections[0].append("Dates")
      tableView.insertRows(at: [IndexPath(row: 4, section: 0)], with: .automatic)
    case .deleteSectionDataButNotSection:
      list.sections.removeLast()
      tableView.beginUpdates()
      tableView.deleteRows(at: [IndexPath(row: 0, section: 1)], with: .fade)
      tableView.endUpdates()
    case .deleteSectionOutOfRange:
      list.sections.removeLast()
      tableView.deleteSections([3], with: .fade)
    case .moveRowButNotData:
      tableView.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 1))
    case .moveRowButDeleteData:
      list.sections[1].removeAll()
      tableView.moveRow(at: IndexPath(row: 0, section: 1), to: IndexPath(row: 0, section: 0))
    case .moveRowWithinSectionButDeleteData:
      list.sections[0].remove(at: 2)
      tableView.performBatchUpdates {
        tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
      }
    }
  }
}

@MainActor
struct TableViewTests {
  private func launchList() -> (HeadlessApp, ListController) {
    let list = ListController(sections: [["Apples", "Bananas", "Cherries"], ["Kale"]])
    let app = HeadlessApp.launch(RootDelegate(root: UINavigationController(rootViewController: list)))
    return (app, list)
  }

  @Test(
    "An update the data source disagrees with is a fault in UIKit's words",
    arguments: [
      TableChange.deleteDataButNotRows, .deleteRowsButNotData, .deleteRowOutOfRange, .insertRowOutOfRange,
      .deleteSectionDataButNotSection, .deleteSectionOutOfRange, .moveRowButNotData, .moveRowButDeleteData,
      .moveRowWithinSectionButDeleteData,
    ])
  func inconsistentUpdate(change: TableChange) {
    let (app, list) = launchList()
    change.apply(to: list)
    #expect(app.crash == UIKitFault(name: "NSInternalInconsistencyException", reason: change.expectedReason))
    #expect(app.render() == "(crashed) \(app.crash!)\n")
    #expect(throws: AutomationError.self) { try app.selectRow(containing: "Kale") }
  }

  @Test("A fault reads like UIKit's uncaught exception")
  func faultDescription() {
    let fault = UIKitFault(name: "NSInternalInconsistencyException", reason: "boom")
    #expect(
      fault.description
        == "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
        + "reason: 'boom'")
  }

  @Test("A consistent batch passes and the table shows the new rows, selection following its row")
  func consistentBatch() throws {
    let (app, list) = launchList()
    let tableView = list.tableView!
    tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    list.sections[0].remove(at: 0)
    list.sections[0].insert("Avocados", at: 1)
    list.sections.insert(["Bread"], at: 1)
    tableView.performBatchUpdates {
      tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
      tableView.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
      tableView.insertSections([1], with: .automatic)
    }
    #expect(app.crash == nil)
    #expect(tableView.numberOfSections == 3)
    #expect(tableView.numberOfRows(inSection: 0) == 3)
    #expect(tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Avocados")
    let render = app.render()
    #expect(
      render.contains(
        "section 0\n      Bananas\n      Avocados\n      Cherries [selected]\n    section 1\n      Bread"))
  }

  @Test("moveRow moves the displayed cell, and the selection with it, where the data source moved the row")
  func moveRow() {
    let (app, list) = launchList()
    let tableView = list.tableView!
    tableView.layoutIfNeeded()
    let apples = tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    let journal = Journal()
    list.journal = journal
    list.sections[0].append(list.sections[0].removeFirst())
    tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    #expect(app.crash == nil)
    // UIKit moves the cell it displays: the data source is asked for counts, not for cells.
    #expect(journal.take() == [])
    #expect(tableView.cellForRow(at: IndexPath(row: 2, section: 0)) === apples)
    #expect(tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(
      app.render().contains(
        "section 0\n      Bananas\n      Cherries\n      Apples [selected]\n    section 1\n      Kale"))
  }

  @Test("A move to another section in a batch counts as moved out of one and into the other")
  func moveRowAcrossSections() {
    let (app, list) = launchList()
    let tableView = list.tableView!
    tableView.layoutIfNeeded()
    let cherries = tableView.cellForRow(at: IndexPath(row: 2, section: 0))
    list.sections[1].insert(list.sections[0].removeLast(), at: 0)
    tableView.performBatchUpdates {
      tableView.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 1))
    }
    #expect(app.crash == nil)
    #expect(tableView.numberOfRows(inSection: 0) == 2)
    #expect(tableView.numberOfRows(inSection: 1) == 2)
    #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 1)) === cherries)
    #expect(
      app.render().contains(
        "section 0\n      Apples\n      Bananas\n    section 1\n      Cherries\n      Kale"))
  }

  @Test("A batch moving, deleting and inserting rows: old rows count before it, new rows after")
  func moveRowWithInsertAndDelete() {
    let (app, list) = launchList()
    let tableView = list.tableView!
    tableView.layoutIfNeeded()
    let bananas = tableView.cellForRow(at: IndexPath(row: 1, section: 0))
    let cherries = tableView.cellForRow(at: IndexPath(row: 2, section: 0))
    let journal = Journal()
    list.journal = journal
    list.sections[0] = ["Dates", "Cherries", "Bananas"]
    tableView.performBatchUpdates {
      tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
      tableView.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 1, section: 0))
      tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    }
    #expect(app.crash == nil)
    // Only the inserted row is new: the moved and the untouched rows keep their cells.
    #expect(journal.take() == ["cell 0-0"])
    #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) === cherries)
    #expect(tableView.cellForRow(at: IndexPath(row: 2, section: 0)) === bananas)
    #expect(app.render().contains("section 0\n      Dates\n      Cherries\n      Bananas\n    section 1"))
  }

  @Test("Dequeuing an unregistered identifier is a fault; the optional dequeue returns nil")
  func unregisteredIdentifier() {
    let tableView = UITableView(frame: .zero, style: .plain)
    #expect(tableView.dequeueReusableCell(withIdentifier: "Meal") == nil)
    let fault = UIKitFault.captured {
      _ = tableView.dequeueReusableCell(withIdentifier: "Meal", for: IndexPath(row: 0, section: 0))
    }
    #expect(
      fault
        == UIKitFault(
          name: "NSInternalInconsistencyException",
          reason: "unable to dequeue a cell with identifier Meal - must register a nib or a class for the "
            + "identifier or connect a prototype cell in a storyboard"))
  }

  @Test("Cells are reused after a reload and prepared for reuse")
  func reuse() {
    final class CountingCell: UITableViewCell {
      var reuses = 0
      override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
      }
    }
    let (app, list) = launchList()
    list.tableView.register(CountingCell.self, forCellReuseIdentifier: "Cell")
    list.tableView.reloadData()
    #expect(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
    _ = app.render()
    // The old plain cells come back from the pool before any counting cell is made.
    #expect(list.tableView.visibleCells.allSatisfy { !($0 is CountingCell) })
    list.tableView.reloadData()
    _ = app.render()
    list.tableView.reloadData()
    _ = app.render()
    #expect(list.tableView.visibleCells.count == 4)
  }

  @Test("Swipe-to-delete is offered only where the data source allows and implements deletion")
  func swipeToDelete() throws {
    let (app, _) = launchList()
    // ListController does not implement tableView(_:commit:forRowAt:): UIKit offers no deletion.
    #expect {
      try app.swipeToDelete(rowContaining: "Kale")
    } throws: { error in
      (error as? AutomationError)?.problem.contains("does not implement tableView(_:commit:forRowAt:)")
        == true
    }

    let journal = Journal()
    let editable = EditableListController(journal: journal)
    let editableApp = HeadlessApp.launch(
      RootDelegate(root: UINavigationController(rootViewController: editable)))
    #expect(throws: AutomationError.self) { try editableApp.swipeToDelete(rowContaining: "Locked") }
    try editableApp.swipeToDelete(rowContaining: "Free")
    #expect(journal.take() == ["commit delete 0"])
    #expect(!editableApp.render().contains("Free"))
    #expect(throws: AutomationError.self) { try editableApp.deleteInEditMode(rowContaining: "Locked") }
    try editableApp.tap("Edit")
    #expect(
      editableApp.render().contains("table (row height automatic) [editing]\n    section 0\n      Locked\n"))
    #expect(editable.editButtonItem.title == "Done")
  }
}

/// A list whose first row can be deleted and whose second cannot.
final class EditableListController: UITableViewController {
  var rows = ["Free", "Locked"]
  let journal: Journal

  init(journal: Journal) {
    self.journal = journal
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = editButtonItem
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = rows[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    rows[indexPath.row] != "Locked"
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    journal.record("commit \(editingStyle == .delete ? "delete" : "other") \(indexPath.row)")
    rows.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .fade)
  }
}
