import Foundation
import HeadlessAutomation
import HeadlessUIKit
import Testing

/// Selection as UIKit has it: what the code's calls do silently, what a tap tells the delegate, and
/// what a table view controller clears when it appears again.
@MainActor
struct SelectionTests {
  private func launch() -> (HeadlessApp, JournalingListController, UINavigationController) {
    let list = JournalingListController(style: .plain)
    list.rows = ["Apples", "Bananas", "Cherries"]
    let navigation = UINavigationController(rootViewController: list)
    return (HeadlessApp.launch(RootDelegate(root: navigation)), list, navigation)
  }

  @Test("selectRow and deselectRow(at:animated:) change the selection without telling the delegate")
  func selectionInCode() {
    let (app, list, _) = launch()
    let table = list.tableView!
    _ = app.render()
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
    table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)], "one at a time")
    table.deselectRow(at: IndexPath(row: 2, section: 0), animated: true)
    #expect(table.indexPathForSelectedRow == nil)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
    #expect(list.journal.take() == [])
  }

  @Test("A tap: willSelect, the previous row deselected with the delegate told, then didSelect")
  func selectionByTap() throws {
    let (app, list, _) = launch()
    try app.selectRow(containing: "Apples")
    try app.selectRow(containing: "Cherries")
    #expect(
      list.journal.take() == [
        "should highlight Apples", "will select Apples", "did select Apples", "should highlight Cherries",
        "will select Cherries", "will deselect Apples", "did deselect Apples", "did select Cherries",
      ])
    #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
  }

  @Test(
    "clearsSelectionOnViewWillAppear (true by default) deselects when the list appears again",
    arguments: [true, false])
  func clearsSelection(clears: Bool) throws {
    let (app, list, navigation) = launch()
    #expect(list.clearsSelectionOnViewWillAppear)
    list.clearsSelectionOnViewWillAppear = clears
    try app.selectRow(containing: "Bananas")
    navigation.pushViewController(UIViewController(), animated: true)
    #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0), "kept while covered")
    try app.goBack()
    #expect(list.tableView.indexPathForSelectedRow == (clears ? nil : IndexPath(row: 1, section: 0)))
  }

  @Test("scrollToRow accepts a row that exists and faults on one that does not, in UIKit's words")
  func scrollToRow() {
    let (app, list, _) = launch()
    _ = app.render()
    list.tableView.scrollToRow(at: IndexPath(row: 2, section: 0), at: .top, animated: true)
    #expect(app.crash == nil)
    list.tableView.scrollToRow(at: IndexPath(row: 3, section: 0), at: .middle, animated: false)
    #expect(
      app.crash
        == UIKitFault(
          name: "NSInvalidArgumentException",
          reason: "Attempted to scroll the table view to an out-of-bounds row (3) when there are only 3 rows "
            + "in section 0."))
  }
}
