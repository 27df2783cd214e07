import Foundation
import HeadlessAutomation
import HeadlessInterfaceBuilder
import HeadlessUIKit
import Testing

@testable import RecipesFixes

// What the final step's generic SectionsViewController promises any screen, shown with a plain
// test row and section rather than the recipes'.

final class PlainCell: UITableViewCell {}
final class PlainHeaderCell: UITableViewCell {}

/// A row that shows its text, is as high as it says, and counts its actions.
final class PlainRow: Row {
  let text: String
  let cellHeight: CGFloat
  let isSelectable: Bool
  private(set) var actions = 0

  init(_ text: String, height: CGFloat = 30, selectable: Bool = false) {
    self.text = text
    self.cellHeight = height
    self.isSelectable = selectable
  }

  var cellClass: UITableViewCell.Type { PlainCell.self }

  func configureCell(_ cell: UITableViewCell) {
    cell.textLabel?.text = text
  }

  func performAction() {
    actions += 1
  }
}

/// A section with an optional header, 40 pt high when there is one.
struct PlainSection: Section {
  var rows: [any Row]
  var header: String?

  var headerHeight: CGFloat? { header == nil ? nil : 40 }

  var headerCellClass: UITableViewCell.Type? { header == nil ? nil : PlainHeaderCell.self }

  func configureHeader(_ cell: UITableViewCell) {
    cell.textLabel?.text = header
  }
}

/// An app whose window shows one SectionsViewController (its bundle holds the nib the controller
/// loads its view from).
final class PlainAppDelegate: NSObject, UIApplicationDelegate {
  var window: UIWindow?
  let controller = SectionsViewController()

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = controller
    window?.makeKeyAndVisible()
    return true
  }
}

@MainActor
struct SectionsViewControllerTests {
  let first = PlainRow("First", height: 30, selectable: true)
  let second = PlainRow("Second", height: 60)
  let third = PlainRow("Third")
  let delegate = PlainAppDelegate()
  let app: HeadlessApp

  /// The app launched, showing the three rows in two sections. Other tests may run between this
  /// and the test, and launch apps of their own: what they raise is not this app's (HeadlessUIKit
  /// records a fault on the app the raising test launched).
  init() {
    app = HeadlessApp.launch(delegate, bundle: AppBundle(nibs: [.sectionsViewController]))
    delegate.controller.sections = [
      PlainSection(rows: [first, second], header: "Header"), PlainSection(rows: [third], header: nil),
    ]
  }

  @Test(
    "Each section shows its rows through their own cells and heights, under its header (0.01 pt without one)")
  func display() throws {
    let sections = try #require(app.tables.first?.sections)
    #expect(sections.map { $0.cells.map { $0?.staticTexts } } == [[["First"], ["Second"]], [["Third"]]])
    #expect(sections.map { $0.cells.map { $0?.height } } == [[30, 60], [30]])
    #expect(sections.map(\.headerTexts) == [["Header"], nil])
    #expect(sections.map(\.headerHeight) == [40, 0.01])
    #expect(app.crash == nil)
  }

  @Test("A selectable row, tapped, is deselected and performs its action once; another is not even selected")
  func selection() throws {
    try app.selectRow(containing: "First")
    try app.selectRow(containing: "Second")

    #expect(first.actions == 1)
    #expect(second.actions == 0)
    #expect(delegate.controller.tableView.indexPathForSelectedRow == nil)
  }

  @Test("Only a selectable row highlights under the finger: the others take no touch at all")
  func highlight() {
    let controller = delegate.controller
    let tableView = controller.tableView!

    #expect(controller.tableView(tableView, shouldHighlightRowAt: IndexPath(row: 0, section: 0)))
    #expect(!controller.tableView(tableView, shouldHighlightRowAt: IndexPath(row: 1, section: 0)))
    #expect(!controller.tableView(tableView, shouldHighlightRowAt: IndexPath(row: 0, section: 1)))
  }

  @Test("indexPath(for:) finds a row by identity, and row(at:) finds it back; a row not shown has none")
  func indexPaths() {
    let controller = delegate.controller
    let twin = PlainRow("Third")

    #expect(controller.indexPath(for: second) == IndexPath(row: 1, section: 0))
    #expect(controller.indexPath(for: third) == IndexPath(row: 0, section: 1))
    #expect(controller.indexPath(for: twin) == nil)
    #expect(controller.row(at: IndexPath(row: 0, section: 1)) === third)
  }

  @Test("Setting sections shows them at once, their cells registered from the rows")
  func newSections() throws {
    delegate.controller.sections = [PlainSection(rows: [PlainRow("Only")], header: nil)]

    #expect(app.tables.first?.sections.flatMap(\.cells).map { $0?.staticTexts } == [["Only"]])
    #expect(app.crash == nil)
  }
}
