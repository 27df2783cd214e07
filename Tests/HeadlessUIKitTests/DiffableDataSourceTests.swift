import Foundation
import HeadlessAutomation
import HeadlessUIKit
import Testing

/// A table that writes down the updates it is told about, then performs them.
final class UpdateRecordingTableView: UITableView {
  var updates: [String] = []

  override func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    if !sections.isEmpty { updates.append("delete sections \(Array(sections))") }
    super.deleteSections(sections, with: animation)
  }

  override func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    if !sections.isEmpty { updates.append("insert sections \(Array(sections))") }
    super.insertSections(sections, with: animation)
  }

  override func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    if !indexPaths.isEmpty { updates.append("delete rows \(indexPaths.map(Self.name))") }
    super.deleteRows(at: indexPaths, with: animation)
  }

  override func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    if !indexPaths.isEmpty { updates.append("insert rows \(indexPaths.map(Self.name))") }
    super.insertRows(at: indexPaths, with: animation)
  }

  override func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    updates.append("move \(Self.name(indexPath)) to \(Self.name(newIndexPath))")
    super.moveRow(at: indexPath, to: newIndexPath)
  }

  private static func name(_ indexPath: IndexPath) -> String { "\(indexPath.section)-\(indexPath.row)" }
}

/// Two snapshots, written as sections of items ("x: A B | y: C"), and the updates that take a
/// table from the first to the second.
struct SnapshotTransition: Sendable, CustomTestStringConvertible {
  let from: String
  let to: String
  let updates: [String]

  var testDescription: String { "\(from)  →  \(to)" }

  static let cases = [
    SnapshotTransition(from: "x: A B", to: "x: A B C", updates: ["insert rows [\"0-2\"]"]),
    SnapshotTransition(from: "x: A B C", to: "x: A C", updates: ["delete rows [\"0-1\"]"]),
    SnapshotTransition(from: "x: A B C", to: "x: C A B", updates: ["move 0-2 to 0-0"]),
    SnapshotTransition(from: "x: A B | y: C", to: "x: A | y: B C", updates: ["move 0-1 to 1-0"]),
    SnapshotTransition(from: "x: A", to: "x: A | y: B", updates: ["insert sections [1]"]),
    SnapshotTransition(from: "x: A | y: B", to: "x: A", updates: ["delete sections [1]"]),
    SnapshotTransition(
      from: "x: A | y: B", to: "x: A B", updates: ["delete sections [1]", "insert rows [\"0-1\"]"]),
    // HeadlessUIKit's table has no section moves yet (UIKit's moveSection): a section that
    // changes place leaves and comes back, its items with it.
    SnapshotTransition(
      from: "x: A B | y: C", to: "y: C | x: B A", updates: ["delete sections [0]", "insert sections [1]"]),
    // B and D swap: one of them moves (B, from row 1 to row 1 of the new numbering).
    SnapshotTransition(
      from: "x: A B C D", to: "x: D B E",
      updates: ["delete rows [\"0-0\", \"0-2\"]", "insert rows [\"0-2\"]", "move 0-1 to 0-1"]),
  ]
}

typealias LetterSnapshot = NSDiffableDataSourceSnapshot<String, String>

/// "x: A B | y: C" as a snapshot.
func snapshot(_ text: String) -> LetterSnapshot {
  var snapshot = LetterSnapshot()
  for part in text.split(separator: "|") {
    let words = part.split(separator: " ").map(String.init)
    let section = String(words[0].dropLast())
    snapshot.appendSections([section])
    snapshot.appendItems(Array(words.dropFirst()), toSection: section)
  }
  return snapshot
}

@MainActor
struct DiffableDataSourceTests {
  /// A table with a diffable data source whose cells show their item, and the data source.
  func makeTable() -> (UpdateRecordingTableView, UITableViewDiffableDataSource<String, String>) {
    let tableView = UpdateRecordingTableView(frame: .zero, style: .plain)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    let dataSource = UITableViewDiffableDataSource<String, String>(tableView: tableView) {
      tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = item
      return cell
    }
    return (tableView, dataSource)
  }

  @Test(
    "Applying a snapshot performs its differences from the current one as one batch",
    arguments: SnapshotTransition.cases)
  func transition(_ transition: SnapshotTransition) {
    let (tableView, dataSource) = makeTable()
    dataSource.apply(snapshot(transition.from))
    let fault = UIKitFault.captured { dataSource.apply(snapshot(transition.to)) }

    #expect(fault == nil)
    #expect(tableView.updates == transition.updates)
    let target = snapshot(transition.to)
    #expect(
      (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
        == target.sectionIdentifiers.map { target.numberOfItems(inSection: $0) })
    #expect(dataSource.snapshot().itemIdentifiers == target.itemIdentifiers)
  }

  @Test("The first snapshot applied to a table that never loaded reloads it: no batch to check")
  func firstApply() {
    let (tableView, dataSource) = makeTable()
    let fault = UIKitFault.captured { dataSource.apply(snapshot("x: A B | y: C")) }
    #expect(fault == nil)
    #expect(tableView.updates == [])
    #expect(tableView.numberOfSections == 2)
  }

  @Test("Identifiers supplied twice fault in UIKit's words when applied, and change nothing")
  func duplicates() {
    let (tableView, dataSource) = makeTable()
    dataSource.apply(snapshot("x: A"))
    var items = LetterSnapshot()
    items.appendSections(["x"])
    items.appendItems(["Harina", "Harina", "A", "A"])
    var sections = LetterSnapshot()
    sections.appendSections(["x", "y", "x"])

    let itemFault = UIKitFault.captured { dataSource.apply(items) }
    let sectionFault = UIKitFault.captured { dataSource.apply(sections) }

    #expect(itemFault?.name == "NSInternalInconsistencyException")
    #expect(
      itemFault?.reason
        == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    \"Harina\",\n    \"A\"\n)}"
    )
    #expect(
      sectionFault?.reason
        == "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    \"x\"\n)}")
    #expect(tableView.numberOfRows(inSection: 0) == 1)
    #expect(dataSource.snapshot().itemIdentifiers == ["A"])
  }

  @Test(
    "A snapshot built with a call UIKit refuses faults in UIKit's words when applied, and changes nothing",
    arguments: [
      ("no section", "There are currently no sections in the data source. Please add a section first."),
      ("unknown section", "Invalid parameter not satisfying: section != NSNotFound"),
      ("insert before unknown", "Invalid parameter not satisfying: section != NSNotFound"),
      ("insert after unknown", "Invalid parameter not satisfying: section != NSNotFound"),
      ("section before unknown", "Invalid parameter not satisfying: insertIndex != NSNotFound"),
      ("move unknown", "Invalid parameter not satisfying: fromIndex != NSNotFound"),
      ("move after unknown", "Invalid parameter not satisfying: toIndex != NSNotFound"),
      (
        "section again",
        "Diffable data source detected an attempt to insert or append 1 section identifier that already "
          + "exists in the snapshot. Identifiers in a snapshot must be unique. Section identifiers that "
          + "already exist: (\n    \"x\"\n)"
      ),
    ])
  func refusedCalls(call: String, reason: String) {
    let (tableView, dataSource) = makeTable()
    dataSource.apply(snapshot("x: A"))
    var edited = call == "no section" ? LetterSnapshot() : snapshot("x: A B")
    switch call {
    case "no section": edited.appendItems(["A"])
    case "unknown section": edited.appendItems(["C"], toSection: "y")
    case "insert before unknown": edited.insertItems(["C"], beforeItem: "Z")
    case "insert after unknown": edited.insertItems(["C"], afterItem: "Z")
    case "section before unknown": edited.insertSections(["y"], beforeSection: "w")
    case "move unknown": edited.moveItem("Z", beforeItem: "A")
    case "move after unknown": edited.moveItem("A", afterItem: "Z")
    default: edited.appendSections(["x"])
    }

    let fault = UIKitFault.captured { dataSource.apply(edited) }

    #expect(fault?.name == "NSInternalInconsistencyException")
    #expect(fault?.reason == reason)
    #expect(tableView.numberOfRows(inSection: 0) == 1)
    #expect(dataSource.snapshot().itemIdentifiers == ["A"])
  }

  @Test("An item appended again moves into place, with UIKit's console warning logged on apply (iOS 15)")
  func itemAppendedAgain() {
    let app = HeadlessApp.launch(RootDelegate(root: UIViewController()))
    let (_, dataSource) = makeTable()
    var edited = snapshot("x: A B | y: C")
    edited.appendItems(["A"], toSection: "y")

    let fault = UIKitFault.captured { dataSource.apply(edited) }

    #expect(fault == nil)
    #expect(edited.itemIdentifiers(inSection: "x") == ["B"])
    #expect(edited.itemIdentifiers(inSection: "y") == ["C", "A"])
    #expect(
      app.consoleMessages == [
        "Diffable data source detected an attempt to insert or append 1 item identifier that already exists "
          + "in the snapshot. The existing item identifier will be moved into place instead, but this "
          + "operation will be more expensive. For best performance, inserted item identifiers should always "
          + "be unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS "
          + "to catch this in the debugger. Item identifiers that already exist: (\n    \"A\"\n)"
      ])
    dataSource.apply(dataSource.snapshot())
    #expect(app.consoleMessages.count == 1)
  }

  @Test("A snapshot inserts, moves, deletes and finds items and sections by identifier")
  func snapshotEditing() {
    var edited = snapshot("x: A C | y: D")
    edited.insertItems(["B"], beforeItem: "C")
    edited.insertItems(["E"], afterItem: "D")
    edited.moveItem("A", afterItem: "E")
    edited.insertSections(["w"], beforeSection: "x")
    edited.appendItems(["Z"], toSection: "w")
    edited.deleteItems(["D"])

    #expect(edited.sectionIdentifiers == ["w", "x", "y"])
    #expect(edited.itemIdentifiers == ["Z", "B", "C", "E", "A"])
    #expect(edited.itemIdentifiers(inSection: "y") == ["E", "A"])
    #expect(edited.sectionIdentifier(containingItem: "C") == "x")
    #expect(edited.indexOfItem("E") == 3)
    #expect(edited.indexOfSection("y") == 2)
    #expect(edited.numberOfItems == 5)
    edited.deleteSections(["x"])
    #expect(edited.itemIdentifiers == ["Z", "E", "A"])
  }

  @Test("The data source maps index paths and identifiers both ways, and gives the provider's cells")
  func lookups() {
    let app = HeadlessApp.launch(RootDelegate(root: UIViewController()))
    let (tableView, dataSource) = makeTable()
    app.window?.rootViewController?.view.addSubview(tableView)
    dataSource.apply(snapshot("x: A B | y: C"))
    tableView.layoutIfNeeded()

    #expect(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "C")
    #expect(dataSource.indexPath(for: "B") == IndexPath(row: 1, section: 0))
    #expect(dataSource.sectionIdentifier(for: 1) == "y")
    #expect(dataSource.itemIdentifier(for: IndexPath(row: 5, section: 0)) == nil)
    #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "B")
    #expect(app.crash == nil)
  }
}
