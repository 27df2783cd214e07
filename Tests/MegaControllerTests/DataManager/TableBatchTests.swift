import Foundation
import HeadlessCoreData
import HeadlessUIKit
import MegaControllerKit
import Testing

@testable import MegaControllerFixes
@testable import MegaControllerMega
@testable import MegaControllerNavigationTheme
@testable import MegaControllerTableViewCell
@testable import MegaControllerUpcomingTasksRouter
@testable import MegaControllerUpcomingTasksViewModel

/// The order of a change's events on the table: its batch opens before the rows change and
/// closes after (`beginUpdates()`, the rows, `endUpdates()`). Every change here touches one row,
/// which UIKit would apply alike outside a batch, so the render cannot tell; the order is the
/// contract the Core Data template teaches, and what a change of several rows needs.
@MainActor
struct TableBatchTests {
  /// Steps 0 and 1: the list is the fetched-results controller's delegate, and opens the batch
  /// when it hears that the content will change.
  @Test(arguments: ["0-Mega", "1-NavigationTheme"])
  func theListOpensTheBatchWhenTheContentWillChange(step: String) {
    let table = TableBatchSpy()
    let request = NSFetchRequest<NSFetchRequestResult>(entityName: "Task")
    request.sortDescriptors = [NSSortDescriptor(key: "dueDate", ascending: true)]
    let results = NSFetchedResultsController<NSFetchRequestResult>(
      fetchRequest: request,
      managedObjectContext: NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType),
      sectionNameKeyPath: nil, cacheName: nil)
    if step == "0-Mega" {
      let list = MegaControllerMega.ViewController(style: .plain)
      list.tableView = table
      list.controllerWillChangeContent(results)
    } else {
      let list = MegaControllerNavigationTheme.ViewController(style: .plain)
      list.tableView = table
      list.controllerWillChangeContent(results)
    }
    #expect(table.calls == ["begin"])
  }

  /// Step 9: the list is the data manager's delegate, and opens the batch when it hears that the
  /// content will change.
  @Test func theListOpensTheBatchWhenTheDataManagerWillChange() {
    let table = TableBatchSpy()
    let manager = MegaControllerTableViewCell.UpcomingTaskDataManager(
      coreDataStore: .inMemory(), baseDate: Date(timeIntervalSince1970: 1_496_724_060), calendar: .current)
    let list = MegaControllerTableViewCell.ViewController(style: .plain)
    list.tableView = table
    list.dataManagerWillChangeContent(manager)
    #expect(table.calls == ["begin"])
  }

  /// The view model's list applies each change it is told of in a batch: here a new task's row.
  @Test func theViewModelsListAppliesAChangeInABatch() {
    let now = Date(timeIntervalSince1970: 1_496_724_060)
    let manager = MegaControllerUpcomingTasksViewModel.UpcomingTaskDataManager(
      coreDataStore: .inMemory(), now: { now }, calendar: .current)
    let list = MegaControllerUpcomingTasksViewModel.ViewController(style: .plain)
    list.upcomingTasksViewModel = UpcomingTasksViewModel(
      upcomingTaskDataManager: manager, now: { now }, calendar: .current)
    list.loadViewIfNeeded()
    let table = TableBatchSpy()
    list.tableView = table
    manager.createTaskWithTitle("Buy milk and eggs", dueDate: now)
    #expect(table.calls == ["begin", "insert [[0, 0]]", "end"])
  }

  /// VIP: the list displays an update's row changes in one batch.
  @Test func theVIPListDisplaysAnUpdateInABatch() throws {
    let table = TableBatchSpy()
    // The scene's setup opens the store in the documents folder: the World's, not this machine's.
    let list = try MegaControllerWorld().runAsTheDevice {
      MegaControllerUpcomingTasksRouter.ViewController(style: .plain)
    }
    list.tableView = table
    list.displayUpdatedTasks(
      viewModel: UpcomingTasks.UpdateTasks.ViewModel(
        rowChanges: [.delete(IndexPath(row: 1, section: 0)), .insert(IndexPath(row: 0, section: 2))],
        displayedSections: [], navigationTheme: .normal))
    #expect(table.calls == ["begin", "delete [[0, 1]]", "insert [[2, 0]]", "end"])
  }

  /// Step 13: the adapter opens the batch, inserts the new task's row and closes it, in that order.
  @Test func theAdapterWrapsANewTasksRowInABatch() {
    let table = TableBatchSpy()
    let manager = MegaControllerFixes.UpcomingTaskDataManager(
      coreDataStore: .inMemory(), baseDate: Date(timeIntervalSince1970: 1_496_724_060), calendar: .current)
    let adapter = MegaControllerFixes.UpcomingTaskDataManagerTableViewAdapter<
      MegaControllerFixes.TaskTableViewCell
    >(
      tableView: table, upcomingTaskDataManager: manager, cellReuseIdentifier: "Cell",
      cellConfigurationHandler: { _, _ in }, didChangeHandler: {})
    manager.delegate = adapter
    manager.createTaskWithTitle("Buy milk and eggs", dueDate: Date(timeIntervalSince1970: 1_496_724_060))
    #expect(table.calls == ["begin", "insert [[0, 0]]", "end"])
  }
}

/// A table that notes each batch and row change, in order, and applies none.
@MainActor
final class TableBatchSpy: UITableView {
  private(set) var calls: [String] = []

  init() {
    super.init(frame: .zero, style: .plain)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used")
  }

  override func beginUpdates() { calls.append("begin") }

  override func endUpdates() { calls.append("end") }

  override func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    calls.append("insert \(indexPaths.map { [$0.section, $0.row] })")
  }

  override func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    calls.append("delete \(indexPaths.map { [$0.section, $0.row] })")
  }
}
