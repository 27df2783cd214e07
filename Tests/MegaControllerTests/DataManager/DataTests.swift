import Foundation
import HeadlessCoreData
import HeadlessInterfaceBuilder
import HeadlessUIKit
import MegaControllerKit
import Testing

@testable import MegaControllerAddViewController
@testable import MegaControllerCoreDataStore
@testable import MegaControllerFixes
@testable import MegaControllerIsolatedCoreData
@testable import MegaControllerPresentationSegue
@testable import MegaControllerRelativeDateFormatter
@testable import MegaControllerSectionInsertionLogic
@testable import MegaControllerTableViewAdapter
@testable import MegaControllerTableViewCell
@testable import MegaControllerUpcomingTaskSection

// The steps that have the data manager's types, from step 5 or 8 on: the in-memory store, the
// results cache, the data manager over an in-memory store, the cell's view data and the
// table-view adapter. Each step has its own copy of each type; the tests see them all through
// one face (a protocol each step's type conforms to here) and state each behaviour once.

// MARK: - Every step's types, seen through one face

/// A step's `CoreDataStore`.
@MainActor
protocol CoreDataStoreUnderTest: AnyObject, SendableMetatype {
  /// The store class itself, which `inMemory()` returns (a class that is not final cannot
  /// promise `Self`).
  associatedtype Store: CoreDataStoreUnderTest
  static func inMemory() -> Store
  var managedObjectContext: NSManagedObjectContext { get }
}

/// A step's `Task`.
protocol TaskUnderTest: Equatable {
  init(id: String, title: String, dueDate: Date)
  var id: String { get }
  var title: String { get }
}

/// A step's `UpcomingTaskResultsCache`.
protocol UpcomingTaskResultsCacheUnderTest: SendableMetatype {
  associatedtype TaskValue: TaskUnderTest
  init(initialTasksSortedAscendingByDate: [TaskValue], baseDate: Date, calendar: Calendar)
  var sections: [[TaskValue]] { get }
  mutating func insertTask(_ task: TaskValue) -> IndexPath
  mutating func deleteTask(_ task: TaskValue) -> IndexPath
}

/// A step's `UpcomingTaskDataManager`.
@MainActor
protocol UpcomingTaskDataManagerUnderTest: AnyObject {
  associatedtype TaskValue: TaskUnderTest
  /// The data manager class itself, which its delegate's methods take.
  associatedtype DataManager
  /// The tasks of each section: `taskSections` is `[[Task]]` in steps 8 to 11, `[Section<Task>]`
  /// from step 12 on.
  var tasksBySection: [[TaskValue]] { get }
  var totalNumberOfTasks: Int { get }
  func createTaskWithTitle(_ title: String, dueDate: Date)
  func deleteTask(_ task: TaskValue)
  /// Makes `spy` the delegate.
  func report(to spy: DataManagerSpy<DataManager>)
}

/// A step's `TaskTableViewCell.ViewData`.
protocol TaskViewDataUnderTest {
  associatedtype TaskValue: TaskUnderTest
  init(task: TaskValue, relativeToDate baseDate: Date, calendar: Calendar)
  var title: String { get }
  var timingDescription: String { get }
}

/// A step's `TaskTableViewCell`.
@MainActor
protocol TaskTableViewCellUnderTest: UITableViewCell, SendableMetatype {
  associatedtype ViewData: TaskViewDataUnderTest
  var viewData: ViewData? { get set }
}

/// A step's `UpcomingTaskDataManagerTableViewAdapter`.
@MainActor
protocol TableViewAdapterUnderTest: UITableViewDataSource {
  associatedtype DataManager
  /// Makes the adapter the data manager's delegate, as the step's controller does.
  func becomeDelegate(of dataManager: DataManager)
}

/// Hears what a data manager tells its delegate, in order: "will", "insert 0.0", "delete 1.0",
/// "did". `DataManager` is the step's data manager class, which the step's delegate protocol names.
@MainActor
final class DataManagerSpy<DataManager> {
  var events: [String] = []

  func dataManagerWillChangeContent(_ dataManager: DataManager) {
    events.append("will")
  }

  func dataManagerDidChangeContent(_ dataManager: DataManager) {
    events.append("did")
  }

  func dataManager(_ dataManager: DataManager, didInsertRowAtIndexPath indexPath: IndexPath) {
    events.append("insert \(describe(indexPath))")
  }

  func dataManager(_ dataManager: DataManager, didDeleteRowAtIndexPath indexPath: IndexPath) {
    events.append("delete \(describe(indexPath))")
  }
}

extension MegaControllerCoreDataStore.CoreDataStore: CoreDataStoreUnderTest {}
extension MegaControllerUpcomingTaskSection.CoreDataStore: CoreDataStoreUnderTest {}
extension MegaControllerSectionInsertionLogic.CoreDataStore: CoreDataStoreUnderTest {}
extension MegaControllerIsolatedCoreData.CoreDataStore: CoreDataStoreUnderTest {}
extension MegaControllerTableViewCell.CoreDataStore: CoreDataStoreUnderTest {}
extension MegaControllerAddViewController.CoreDataStore: CoreDataStoreUnderTest {}
extension MegaControllerPresentationSegue.CoreDataStore: CoreDataStoreUnderTest {}
extension MegaControllerTableViewAdapter.CoreDataStore: CoreDataStoreUnderTest {}
extension MegaControllerFixes.CoreDataStore: CoreDataStoreUnderTest {}

extension MegaControllerIsolatedCoreData.Task: TaskUnderTest {}
extension MegaControllerTableViewCell.Task: TaskUnderTest {}
extension MegaControllerAddViewController.Task: TaskUnderTest {}
extension MegaControllerPresentationSegue.Task: TaskUnderTest {}
extension MegaControllerTableViewAdapter.Task: TaskUnderTest {}
extension MegaControllerFixes.Task: TaskUnderTest {}

extension MegaControllerIsolatedCoreData.UpcomingTaskResultsCache: UpcomingTaskResultsCacheUnderTest {}
extension MegaControllerTableViewCell.UpcomingTaskResultsCache: UpcomingTaskResultsCacheUnderTest {}
extension MegaControllerAddViewController.UpcomingTaskResultsCache: UpcomingTaskResultsCacheUnderTest {}
extension MegaControllerPresentationSegue.UpcomingTaskResultsCache: UpcomingTaskResultsCacheUnderTest {}
extension MegaControllerTableViewAdapter.UpcomingTaskResultsCache: UpcomingTaskResultsCacheUnderTest {}
extension MegaControllerFixes.UpcomingTaskResultsCache: UpcomingTaskResultsCacheUnderTest {}

extension MegaControllerIsolatedCoreData.UpcomingTaskDataManager: UpcomingTaskDataManagerUnderTest {
  var tasksBySection: [[MegaControllerIsolatedCoreData.Task]] { taskSections }
  func report(to spy: DataManagerSpy<MegaControllerIsolatedCoreData.UpcomingTaskDataManager>) {
    delegate = spy
  }
}
extension MegaControllerTableViewCell.UpcomingTaskDataManager: UpcomingTaskDataManagerUnderTest {
  var tasksBySection: [[MegaControllerTableViewCell.Task]] { taskSections }
  func report(to spy: DataManagerSpy<MegaControllerTableViewCell.UpcomingTaskDataManager>) { delegate = spy }
}
extension MegaControllerAddViewController.UpcomingTaskDataManager: UpcomingTaskDataManagerUnderTest {
  var tasksBySection: [[MegaControllerAddViewController.Task]] { taskSections }
  func report(to spy: DataManagerSpy<MegaControllerAddViewController.UpcomingTaskDataManager>) {
    delegate = spy
  }
}
extension MegaControllerPresentationSegue.UpcomingTaskDataManager: UpcomingTaskDataManagerUnderTest {
  var tasksBySection: [[MegaControllerPresentationSegue.Task]] { taskSections }
  func report(to spy: DataManagerSpy<MegaControllerPresentationSegue.UpcomingTaskDataManager>) {
    delegate = spy
  }
}
extension MegaControllerTableViewAdapter.UpcomingTaskDataManager: UpcomingTaskDataManagerUnderTest {
  var tasksBySection: [[MegaControllerTableViewAdapter.Task]] { taskSections.map(\.items) }
  func report(to spy: DataManagerSpy<MegaControllerTableViewAdapter.UpcomingTaskDataManager>) {
    delegate = spy
  }
}
extension MegaControllerFixes.UpcomingTaskDataManager: UpcomingTaskDataManagerUnderTest {
  var tasksBySection: [[MegaControllerFixes.Task]] { taskSections.map(\.items) }
  func report(to spy: DataManagerSpy<MegaControllerFixes.UpcomingTaskDataManager>) { delegate = spy }
}

extension DataManagerSpy: MegaControllerIsolatedCoreData.UpcomingTaskDataManagerDelegate
where DataManager == MegaControllerIsolatedCoreData.UpcomingTaskDataManager {}
extension DataManagerSpy: MegaControllerTableViewCell.UpcomingTaskDataManagerDelegate
where DataManager == MegaControllerTableViewCell.UpcomingTaskDataManager {}
extension DataManagerSpy: MegaControllerAddViewController.UpcomingTaskDataManagerDelegate
where DataManager == MegaControllerAddViewController.UpcomingTaskDataManager {}
extension DataManagerSpy: MegaControllerPresentationSegue.UpcomingTaskDataManagerDelegate
where DataManager == MegaControllerPresentationSegue.UpcomingTaskDataManager {}
extension DataManagerSpy: MegaControllerTableViewAdapter.UpcomingTaskDataManagerDelegate
where DataManager == MegaControllerTableViewAdapter.UpcomingTaskDataManager {}
extension DataManagerSpy: MegaControllerFixes.UpcomingTaskDataManagerDelegate
where DataManager == MegaControllerFixes.UpcomingTaskDataManager {}

extension MegaControllerTableViewCell.TaskTableViewCell.ViewData: TaskViewDataUnderTest {}
extension MegaControllerAddViewController.TaskTableViewCell.ViewData: TaskViewDataUnderTest {}
extension MegaControllerPresentationSegue.TaskTableViewCell.ViewData: TaskViewDataUnderTest {}
extension MegaControllerTableViewAdapter.TaskTableViewCell.ViewData: TaskViewDataUnderTest {}
extension MegaControllerFixes.TaskTableViewCell.ViewData: TaskViewDataUnderTest {}

extension MegaControllerTableViewCell.TaskTableViewCell: TaskTableViewCellUnderTest {}
extension MegaControllerAddViewController.TaskTableViewCell: TaskTableViewCellUnderTest {}
extension MegaControllerPresentationSegue.TaskTableViewCell: TaskTableViewCellUnderTest {}
extension MegaControllerTableViewAdapter.TaskTableViewCell: TaskTableViewCellUnderTest {}
extension MegaControllerFixes.TaskTableViewCell: TaskTableViewCellUnderTest {}

extension MegaControllerTableViewAdapter.UpcomingTaskDataManagerTableViewAdapter: TableViewAdapterUnderTest {
  func becomeDelegate(of dataManager: MegaControllerTableViewAdapter.UpcomingTaskDataManager) {
    dataManager.delegate = self
  }
}
extension MegaControllerFixes.UpcomingTaskDataManagerTableViewAdapter: TableViewAdapterUnderTest {
  func becomeDelegate(of dataManager: MegaControllerFixes.UpcomingTaskDataManager) {
    dataManager.delegate = self
  }
}

/// A step's `UpcomingTaskDataManager.init(coreDataStore:baseDate:calendar:)`.
typealias MakeDataManager<Store, DataManager> = @MainActor @Sendable (Store, Date, Calendar) -> DataManager

/// A World to launch in: its sandbox holds the store.
@MainActor
func launchedWorld() -> MegaControllerWorld {
  try! MegaControllerWorld()
}

/// "section.row", the way index paths read in these tests.
func describe(_ indexPath: IndexPath) -> String {
  "\(indexPath.section).\(indexPath.row)"
}

// MARK: - CoreDataStore

/// The steps that have a `CoreDataStore`, from step 5 on.
let stores: [StepType<any CoreDataStoreUnderTest.Type>] = [
  StepType(MegaControllerCoreDataStore.CoreDataStore.self),
  StepType(MegaControllerUpcomingTaskSection.CoreDataStore.self),
  StepType(MegaControllerSectionInsertionLogic.CoreDataStore.self),
  StepType(MegaControllerIsolatedCoreData.CoreDataStore.self),
  StepType(MegaControllerTableViewCell.CoreDataStore.self),
  StepType(MegaControllerAddViewController.CoreDataStore.self),
  StepType(MegaControllerPresentationSegue.CoreDataStore.self),
  StepType(MegaControllerTableViewAdapter.CoreDataStore.self),
  StepType(MegaControllerFixes.CoreDataStore.self),
]

/// Saves a task in the first context, then counts the tasks in both.
@MainActor
func countsAfterSaving(in first: NSManagedObjectContext, other second: NSManagedObjectContext) throws -> [Int]
{
  let task = NSEntityDescription.insertNewObject(forEntityName: "Task", into: first)
  task.setValue("Buy milk", forKey: "title")
  task.setValue(MegaControllerWorld.start, forKey: "dueDate")
  try first.save()
  let request = NSFetchRequest<NSManagedObject>(entityName: "Task")
  return [try first.count(for: request), try second.count(for: request)]
}

// MARK: - UpcomingTaskResultsCache

/// What a results cache reports: the index paths of the inserts and deletes, then the ids of the
/// tasks in each section.
struct CacheRun: Equatable, CustomStringConvertible {
  var insertedAt: [String] = []
  var deletedAt: [String] = []
  var sections: [[String]] = []

  var description: String { "inserted at \(insertedAt), deleted at \(deletedAt), sections \(sections)" }
}

/// The steps that have an `UpcomingTaskResultsCache` of `Task`s, from step 8 on.
let caches: [StepType<any UpcomingTaskResultsCacheUnderTest.Type>] = [
  StepType(MegaControllerIsolatedCoreData.UpcomingTaskResultsCache.self),
  StepType(MegaControllerTableViewCell.UpcomingTaskResultsCache.self),
  StepType(MegaControllerAddViewController.UpcomingTaskResultsCache.self),
  StepType(MegaControllerPresentationSegue.UpcomingTaskResultsCache.self),
  StepType(MegaControllerTableViewAdapter.UpcomingTaskResultsCache.self),
  StepType(MegaControllerFixes.UpcomingTaskResultsCache.self),
]

/// Tasks (id, hours from the World's start) to start with, to insert and to delete (by id), and
/// what the cache must report.
struct CacheCase: Sendable, CustomStringConvertible {
  let name: String
  let initial: [(String, Double)]
  let inserted: [(String, Double)]
  let deleted: [String]
  let expected: CacheRun

  var description: String { name }
}

extension CacheRun {
  /// What a cache of type `Cache` reports for the example: start with its tasks, insert some,
  /// delete some.
  init<Cache: UpcomingTaskResultsCacheUnderTest>(of _: Cache.Type, _ example: CacheCase) {
    let task = { (entry: (id: String, hours: Double)) in
      Cache.TaskValue(id: entry.id, title: entry.id, dueDate: start(plusHours: entry.hours))
    }
    var cache = Cache(
      initialTasksSortedAscendingByDate: example.initial.map(task), baseDate: MegaControllerWorld.start,
      calendar: cupertino)
    insertedAt = example.inserted.map { describe(cache.insertTask(task($0))) }
    let all = (example.initial + example.inserted).map(task)
    deletedAt = example.deleted.map { id in describe(cache.deleteTask(all.first { $0.id == id }!)) }
    sections = cache.sections.map { $0.map(\.id) }
  }
}

let cacheCases = [
  CacheCase(
    name: "a task into an empty cache", initial: [], inserted: [("a", 1)], deleted: [],
    expected: CacheRun(insertedAt: ["0.0"], sections: [["a"], [], []])),
  CacheCase(
    name: "an earlier task before a later one", initial: [("b", 2)], inserted: [("a", 1)], deleted: [],
    expected: CacheRun(insertedAt: ["0.0"], sections: [["a", "b"], [], []])),
  CacheCase(
    name: "a later task after an earlier one", initial: [("a", 1)], inserted: [("b", 2)], deleted: [],
    expected: CacheRun(insertedAt: ["0.1"], sections: [["a", "b"], [], []])),
  CacheCase(
    name: "a task due at the same time after the one already there", initial: [("a", 1)],
    inserted: [("b", 1)],
    deleted: [], expected: CacheRun(insertedAt: ["0.1"], sections: [["a", "b"], [], []])),
  CacheCase(
    name: "tasks into their sections", initial: [("a", 1), ("c", 4 * 24)],
    inserted: [("b", 4 * 24 + 1), ("d", 8 * 24), ("e", -48)], deleted: [],
    expected: CacheRun(insertedAt: ["1.1", "2.0", "0.0"], sections: [["e", "a"], ["c", "b"], ["d"]])),
  CacheCase(
    name: "deleting tells where the task was", initial: [("a", 1), ("b", 2), ("c", 4 * 24)], inserted: [],
    deleted: ["b", "c"], expected: CacheRun(deletedAt: ["0.1", "1.0"], sections: [["a"], [], []])),
  CacheCase(
    name: "adding and deleting a task changes nothing", initial: [("a", 1)], inserted: [("b", 1)],
    deleted: ["b"],
    expected: CacheRun(insertedAt: ["0.1"], deletedAt: ["0.1"], sections: [["a"], [], []])),
]

// MARK: - UpcomingTaskDataManager

/// What a data manager did in one story on an in-memory store.
struct DataManagerStory: Equatable, CustomStringConvertible {
  /// What the delegate heard while three tasks were created (one due beyond ten days).
  var eventsWhileCreating: [String] = []
  /// The titles in each section afterwards, and how many tasks that makes.
  var sectionsAfterCreating: [[String]] = []
  var totalAfterCreating = 0
  /// What the delegate heard when a task was deleted and the context processed its changes.
  var eventsWhileDeleting: [String] = []
  /// Whether the deletion is still waiting to be saved.
  var deletionIsUnsaved = false
  /// The titles a second data manager on the same store finds at launch.
  var sectionsOfANewDataManager: [[String]] = []

  var description: String {
    "created \(eventsWhileCreating) → \(sectionsAfterCreating); deleted \(eventsWhileDeleting), unsaved: \(deletionIsUnsaved); "
      + "then \(sectionsOfANewDataManager)"
  }
}

extension DataManagerStory {
  /// The story every data manager goes through: create "Buy milk" (in an hour), "Water the
  /// plants" (in four days) and "File the tax return" (in twelve), delete "Buy milk", then open
  /// a second data manager on the same store.
  @MainActor
  init<Store: CoreDataStoreUnderTest, DataManager: UpcomingTaskDataManagerUnderTest>(
    _ makeDataManager: MakeDataManager<Store, DataManager>
  ) where Store.Store == Store {
    let world = launchedWorld()
    defer { withExtendedLifetime(world) {} }
    let store = Store.inMemory()
    let dataManager = makeDataManager(store, MegaControllerWorld.start, cupertino)
    let spy = DataManagerSpy<DataManager.DataManager>()
    dataManager.report(to: spy)
    dataManager.createTaskWithTitle("Buy milk", dueDate: start(plusHours: 1))
    dataManager.createTaskWithTitle("Water the plants", dueDate: start(plusHours: 4 * 24))
    dataManager.createTaskWithTitle("File the tax return", dueDate: start(plusHours: 12 * 24))
    eventsWhileCreating = spy.events
    sectionsAfterCreating = dataManager.tasksBySection.map { $0.map(\.title) }
    totalAfterCreating = dataManager.totalNumberOfTasks
    spy.events = []
    dataManager.deleteTask(dataManager.tasksBySection[0][0])
    store.managedObjectContext.processPendingChanges()
    eventsWhileDeleting = spy.events
    deletionIsUnsaved = store.managedObjectContext.hasChanges
    let newDataManager = makeDataManager(store, MegaControllerWorld.start, cupertino)
    sectionsOfANewDataManager = newDataManager.tasksBySection.map { $0.map(\.title) }
  }
}

/// One step's `UpcomingTaskDataManager` and `CoreDataStore.inMemory()`, through the same story.
struct DataManagerUnderTest: Sendable, CustomStringConvertible {
  let description: String
  let savesDeletes: Bool
  let tell: @MainActor @Sendable () -> DataManagerStory

  init<Store: CoreDataStoreUnderTest, DataManager: UpcomingTaskDataManagerUnderTest>(
    _ makeDataManager: @escaping MakeDataManager<Store, DataManager>, savesDeletes: Bool = false
  ) where Store.Store == Store {
    description = String(reflecting: DataManager.self)
    self.savesDeletes = savesDeletes
    tell = { DataManagerStory(makeDataManager) }
  }
}

/// The steps that have an `UpcomingTaskDataManager` of `Task`s, from step 8 on.
let dataManagers = [
  DataManagerUnderTest(MegaControllerIsolatedCoreData.UpcomingTaskDataManager.init),
  DataManagerUnderTest(MegaControllerTableViewCell.UpcomingTaskDataManager.init),
  DataManagerUnderTest(MegaControllerAddViewController.UpcomingTaskDataManager.init),
  DataManagerUnderTest(MegaControllerPresentationSegue.UpcomingTaskDataManager.init),
  DataManagerUnderTest(MegaControllerTableViewAdapter.UpcomingTaskDataManager.init),
  DataManagerUnderTest(MegaControllerFixes.UpcomingTaskDataManager.init, savesDeletes: true),
]

// MARK: - The cell's view data

/// The steps that have a `TaskTableViewCell`, from step 9 on.
let cells: [StepType<any TaskTableViewCellUnderTest.Type>] = [
  StepType(MegaControllerTableViewCell.TaskTableViewCell.self),
  StepType(MegaControllerAddViewController.TaskTableViewCell.self),
  StepType(MegaControllerPresentationSegue.TaskTableViewCell.self),
  StepType(MegaControllerTableViewAdapter.TaskTableViewCell.self),
  StepType(MegaControllerFixes.TaskTableViewCell.self),
]

/// A task's view data and what a cell of type `Cell` shows of it: the view data's title and
/// timing, then the cell's text and detail text.
@MainActor
func show<Cell: TaskTableViewCellUnderTest>(_: Cell.Type, title: String, dueDate: Date) -> [String] {
  let task = Cell.ViewData.TaskValue(id: "a", title: title, dueDate: dueDate)
  let viewData = Cell.ViewData(task: task, relativeToDate: MegaControllerWorld.start, calendar: cupertino)
  let cell = Cell(style: .value1, reuseIdentifier: "Cell")
  cell.viewData = viewData
  return [
    viewData.title, viewData.timingDescription, cell.textLabel?.text ?? "", cell.detailTextLabel?.text ?? "",
  ]
}

// MARK: - The adapter

/// A step's `UpcomingTaskDataManagerTableViewAdapter.init(tableView:upcomingTaskDataManager:
/// cellReuseIdentifier:cellConfigurationHandler:didChangeHandler:)`.
typealias MakeAdapter<DataManager, Cell, Task, Adapter> =
  @MainActor @Sendable (
    UITableView, DataManager, String, @escaping (Cell, Task) -> Void, @escaping () -> Void
  )
  -> Adapter

/// What a table view shows through one step's adapter: per section its header and rows, before
/// and after the adapter is told to delete the first row, and how many changes it reported.
struct AdapterUnderTest: Sendable, CustomStringConvertible {
  let description: String
  let show: @MainActor @Sendable () -> (before: [String], after: [String], changesReported: Int)

  init<
    Store: CoreDataStoreUnderTest, DataManager: UpcomingTaskDataManagerUnderTest,
    Cell: TaskTableViewCellUnderTest, Adapter: TableViewAdapterUnderTest
  >(
    _ makeDataManager: @escaping MakeDataManager<Store, DataManager>,
    _ makeAdapter: @escaping MakeAdapter<DataManager, Cell, DataManager.TaskValue, Adapter>
  )
  where
    Store.Store == Store, Adapter.DataManager == DataManager,
    Cell.ViewData.TaskValue == DataManager.TaskValue
  {
    description = String(reflecting: Adapter.self)
    show = {
      let world = launchedWorld()
      defer { withExtendedLifetime(world) {} }
      let store = Store.inMemory()
      let dataManager = makeDataManager(store, MegaControllerWorld.start, cupertino)
      dataManager.createTaskWithTitle("Buy milk", dueDate: start(plusHours: 1))
      dataManager.createTaskWithTitle("Water the plants", dueDate: start(plusHours: 4 * 24))
      let tableView = tableViewWithRightDetailPrototype(Cell.self)
      var changesReported = 0
      let adapter = makeAdapter(
        tableView, dataManager, "Cell",
        { cell, task in
          cell.viewData = Cell.ViewData(
            task: task, relativeToDate: MegaControllerWorld.start, calendar: cupertino)
        },
        { changesReported += 1 })
      adapter.becomeDelegate(of: dataManager)
      tableView.dataSource = adapter
      // Shown before it is swiped: the table knows its rows, as a table on screen does.
      tableView.reloadData()
      let before = contents(of: tableView, dataSource: adapter)
      adapter.tableView(tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
      store.managedObjectContext.processPendingChanges()
      return (before, contents(of: tableView, dataSource: adapter), changesReported)
    }
  }
}

/// The steps that have an `UpcomingTaskDataManagerTableViewAdapter`, from step 12 on.
let adapters = [
  AdapterUnderTest(
    MegaControllerTableViewAdapter.UpcomingTaskDataManager.init,
    MegaControllerTableViewAdapter.UpcomingTaskDataManagerTableViewAdapter<
      MegaControllerTableViewAdapter.TaskTableViewCell
    >
    .init),
  AdapterUnderTest(
    MegaControllerFixes.UpcomingTaskDataManager.init,
    MegaControllerFixes.UpcomingTaskDataManagerTableViewAdapter<MegaControllerFixes.TaskTableViewCell>.init),
]

/// A table view whose "Cell" prototype is a `Cell` in style Right Detail, as the storyboard's
/// list has it (a class registered in code would give the default style, which has no detail
/// label, as in UIKit).
@MainActor
func tableViewWithRightDetailPrototype(_ cellClass: UITableViewCell.Type) -> UITableView {
  let storyboard = StoryboardFile(
    name: "List", initialScene: "List",
    scenes: [
      .scene("List") { UITableViewController(style: .plain) }.prototypeCell("Cell", cellClass, style: .value1)
    ]
  ).load()
  let list = storyboard.instantiateInitialViewController() as! UITableViewController
  list.loadViewIfNeeded()
  return list.tableView
}

/// A table's sections and rows as the adapter answers them: "Now: Buy milk · in an hour", and
/// "no header: []" for an empty section without a header.
@MainActor
func contents(of tableView: UITableView, dataSource: any UITableViewDataSource) -> [String] {
  (0..<dataSource.numberOfSections(in: tableView)).map { section in
    let rows = (0..<dataSource.tableView(tableView, numberOfRowsInSection: section)).map { row in
      let cell = dataSource.tableView(tableView, cellForRowAt: IndexPath(row: row, section: section))
      return [cell.textLabel?.text, cell.detailTextLabel?.text].compactMap { $0 }.joined(separator: " · ")
    }
    return "\(dataSource.tableView(tableView, titleForHeaderInSection: section) ?? "no header"): \(rows)"
  }
}

@MainActor
@Suite("Results cache, data manager, view data, adapter")
struct DataTests {
  @Test("An in-memory store keeps what is saved in it, and only there", arguments: stores)
  func inMemoryStore(step: StepType<any CoreDataStoreUnderTest.Type>) throws {
    let counts = try countsAfterSaving(
      in: step.type.inMemory().managedObjectContext, other: step.type.inMemory().managedObjectContext)
    #expect(counts == [1, 0])
  }

  @Test(
    "The results cache puts tasks in their sections and says which index path changed", arguments: caches,
    cacheCases)
  func resultsCache(step: StepType<any UpcomingTaskResultsCacheUnderTest.Type>, example: CacheCase) {
    #expect(CacheRun(of: step.type, example) == example.expected)
  }

  @Test(
    "The data manager, on an in-memory store, reports inserts and deletes by index path; the seed's delete waits for a save",
    arguments: dataManagers)
  func dataManager(step: DataManagerUnderTest) {
    let story = step.tell()
    #expect(story.eventsWhileCreating == ["will", "insert 0.0", "did", "will", "insert 1.0", "did"])
    #expect(story.sectionsAfterCreating == [["Buy milk"], ["Water the plants"], []])
    #expect(story.totalAfterCreating == 2)
    #expect(story.eventsWhileDeleting == ["will", "delete 0.0", "did"])
    #expect(story.deletionIsUnsaved == !step.savesDeletes)
    #expect(story.sectionsOfANewDataManager == [[], ["Water the plants"], []])
  }

  @Test("The cell shows its view data: the title, and the timing lowercased", arguments: cells)
  func cell(step: StepType<any TaskTableViewCellUnderTest.Type>) {
    #expect(
      show(step.type, title: "Buy milk", dueDate: start(plusHours: 3)) == [
        "Buy milk", "Tomorrow", "Buy milk", "tomorrow",
      ])
  }

  @Test(
    "The adapter shows the data manager's sections, a header over an empty one too, and deletes what is swiped away",
    arguments: adapters)
  func adapter(step: AdapterUnderTest) {
    let shown = step.show()
    #expect(
      shown.before == [
        "Now: [\"Buy milk · today\"]", "Soon: [\"Water the plants · in 4 days\"]", "Upcoming: []",
      ])
    #expect(shown.after == ["Now: []", "Soon: [\"Water the plants · in 4 days\"]", "Upcoming: []"])
    #expect(shown.changesReported == 1)
  }
}
