import Foundation
import HeadlessAutomation
import HeadlessUIKit
import Testing

@MainActor
struct RefreshControlTests {
  /// A list of fruit with a refresh control whose `.valueChanged` action counts the pulls.
  private func launchRefreshableList() -> (HeadlessApp, ListController, Journal) {
    let list = ListController(sections: [["Apples"]])
    let journal = Journal()
    let refreshControl = UIRefreshControl()
    refreshControl.addAction(UIAction { _ in journal.record("valueChanged") }, for: .valueChanged)
    list.refreshControl = refreshControl
    return (HeadlessApp.launch(RootDelegate(root: list)), list, journal)
  }

  @Test("A pull begins refreshing and sends .valueChanged once; the render and the table show the spinner")
  func pull() throws {
    let (app, list, journal) = launchRefreshableList()
    #expect(list.tableView.refreshControl === list.refreshControl)
    #expect(app.render().contains("  refresh control\n"))
    try app.pullToRefresh()
    #expect(journal.take() == ["valueChanged"])
    #expect(app.tables.first?.isRefreshing == true)
    #expect(app.render().contains("  refresh control [refreshing]\n"))
    list.refreshControl?.endRefreshing()
    #expect(app.tables.first?.isRefreshing == false)
    try app.pullToRefresh()
    #expect(journal.take() == ["valueChanged"])
  }

  @Test("beginRefreshing shows the spinner without sending an action")
  func beginRefreshing() {
    let (app, list, journal) = launchRefreshableList()
    list.refreshControl?.beginRefreshing()
    #expect(app.tables.first?.isRefreshing == true)
    #expect(journal.take().isEmpty)
  }

  @Test(
    "A pull that cannot be made says why",
    arguments: [
      ("already refreshing", AutomationError.Kind.notApplicable),
      ("disabled", .disabled),
      ("no refresh control", .notFound),
    ])
  func impossiblePull(situation: String, kind: AutomationError.Kind) {
    let (app, list, journal) = launchRefreshableList()
    switch situation {
    case "already refreshing": list.refreshControl?.beginRefreshing()
    case "disabled": list.refreshControl?.isEnabled = false
    default: list.refreshControl = nil
    }
    let error = #expect(throws: AutomationError.self) { try app.pullToRefresh() }
    #expect(error?.kind == kind)
    #expect(journal.take().isEmpty)
  }
}
