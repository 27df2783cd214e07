import Foundation
import HeadlessCoreData
import HeadlessUIKit
import MegaControllerKit
import Testing

@testable import MegaControllerAdapter
@testable import MegaControllerCoreDataStore
@testable import MegaControllerDataManager
@testable import MegaControllerFixes
@testable import MegaControllerViewData

// The steps that have the data manager's types, from step 4 on: the results cache, the data
// manager over an in-memory store, the cell's view data and the table-view adapter.

// MARK: - CoreDataStore

/// One step's `CoreDataStore.inMemory()`: two stores, a task saved in the first; how many tasks
/// each then holds.
struct StoreUnderTest: Sendable, CustomStringConvertible {
  let step: String
  let countsAfterSavingInTheFirst: @MainActor @Sendable () throws -> [Int]

  var description: String { step }
}

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

let stores: [StoreUnderTest] = [
  StoreUnderTest(step: "3-coredatastore") {
    try countsAfterSaving(
      in: MegaControllerCoreDataStore.CoreDataStore.inMemory().managedObjectContext,
      other: MegaControllerCoreDataStore.CoreDataStore.inMemory().managedObjectContext)
  },
  StoreUnderTest(step: "4-datamanager") {
    try countsAfterSaving(
      in: MegaControllerDataManager.CoreDataStore.inMemory().managedObjectContext,
      other: MegaControllerDataManager.CoreDataStore.inMemory().managedObjectContext)
  },
  StoreUnderTest(step: "5-viewdata") {
    try countsAfterSaving(
      in: MegaControllerViewData.CoreDataStore.inMemory().managedObjectContext,
      other: MegaControllerViewData.CoreDataStore.inMemory().managedObjectContext)
  },
  StoreUnderTest(step: "6-adapter") {
    try countsAfterSaving(
      in: MegaControllerAdapter.CoreDataStore.inMemory().managedObjectContext,
      other: MegaControllerAdapter.CoreDataStore.inMemory().managedObjectContext)
  },
  StoreUnderTest(step: "7-fixes") {
    try countsAfterSaving(
      in: MegaControllerFixes.CoreDataStore.inMemory().managedObjectContext,
      other: MegaControllerFixes.CoreDataStore.inMemory().managedObjectContext)
  },
]

// MARK: - UpcomingTaskResultsCache

/// What a results cache reports: the index paths of the inserts and deletes, then the ids of the
/// tasks in each section.
struct CacheRun: Equatable, CustomStringConvertible {
  var insertedAt: [String] = []
  var deletedAt: [String] = []
  var sections: [[String]] = []

  var description: String { "inserted at \(insertedAt), deleted at \(deletedAt), sections \(sections)" }
}

/// "section.row", the way index paths read in these tests.
func describe(_ indexPath: IndexPath) -> String {
  "\(indexPath.section).\(indexPath.row)"
}

/// One step's `UpcomingTaskResultsCache`: start with tasks (id, hours from the World's start),
/// insert some, delete some by id.
struct CacheUnderTest: Sendable, CustomStringConvertible {
  let step: String
  let run:
    @Sendable (_ initial: [(String, Double)], _ inserted: [(String, Double)], _ deleted: [String]) -> CacheRun

  var description: String { step }
}

let caches: [CacheUnderTest] = [
  CacheUnderTest(step: "4-datamanager") { initial, inserted, deleted in
    typealias Task = MegaControllerDataManager.Task
    let task = { (entry: (id: String, hours: Double)) in
      Task(id: entry.id, title: entry.id, dueDate: start(plusHours: entry.hours))
    }
    var cache = MegaControllerDataManager.UpcomingTaskResultsCache(
      initialTasksSortedAscendingByDate: initial.map(task), baseDate: MegaControllerWorld.start,
      calendar: cupertino)
    var run = CacheRun()
    run.insertedAt = inserted.map { describe(cache.insertTask(task($0))) }
    let all = (initial + inserted).map(task)
    run.deletedAt = deleted.map { id in describe(cache.deleteTask(all.first { $0.id == id }!)) }
    run.sections = cache.sections.map { $0.map(\.id) }
    return run
  },
  CacheUnderTest(step: "5-viewdata") { initial, inserted, deleted in
    typealias Task = MegaControllerViewData.Task
    let task = { (entry: (id: String, hours: Double)) in
      Task(id: entry.id, title: entry.id, dueDate: start(plusHours: entry.hours))
    }
    var cache = MegaControllerViewData.UpcomingTaskResultsCache(
      initialTasksSortedAscendingByDate: initial.map(task), baseDate: MegaControllerWorld.start,
      calendar: cupertino)
    var run = CacheRun()
    run.insertedAt = inserted.map { describe(cache.insertTask(task($0))) }
    let all = (initial + inserted).map(task)
    run.deletedAt = deleted.map { id in describe(cache.deleteTask(all.first { $0.id == id }!)) }
    run.sections = cache.sections.map { $0.map(\.id) }
    return run
  },
  CacheUnderTest(step: "6-adapter") { initial, inserted, deleted in
    typealias Task = MegaControllerAdapter.Task
    let task = { (entry: (id: String, hours: Double)) in
      Task(id: entry.id, title: entry.id, dueDate: start(plusHours: entry.hours))
    }
    var cache = MegaControllerAdapter.UpcomingTaskResultsCache(
      initialTasksSortedAscendingByDate: initial.map(task), baseDate: MegaControllerWorld.start,
      calendar: cupertino)
    var run = CacheRun()
    run.insertedAt = inserted.map { describe(cache.insertTask(task($0))) }
    let all = (initial + inserted).map(task)
    run.deletedAt = deleted.map { id in describe(cache.deleteTask(all.first { $0.id == id }!)) }
    run.sections = cache.sections.map { $0.map(\.id) }
    return run
  },
  CacheUnderTest(step: "7-fixes") { initial, inserted, deleted in
    typealias Task = MegaControllerFixes.Task
    let task = { (entry: (id: String, hours: Double)) in
      Task(id: entry.id, title: entry.id, dueDate: start(plusHours: entry.hours))
    }
    var cache = MegaControllerFixes.UpcomingTaskResultsCache(
      initialTasksSortedAscendingByDate: initial.map(task), baseDate: MegaControllerWorld.start,
      calendar: cupertino)
    var run = CacheRun()
    run.insertedAt = inserted.map { describe(cache.insertTask(task($0))) }
    let all = (initial + inserted).map(task)
    run.deletedAt = deleted.map { id in describe(cache.deleteTask(all.first { $0.id == id }!)) }
    run.sections = cache.sections.map { $0.map(\.id) }
    return run
  },
]

/// Tasks to start with, to insert and to delete, and what the cache must report.
struct CacheCase: Sendable, CustomStringConvertible {
  let name: String
  let initial: [(String, Double)]
  let inserted: [(String, Double)]
  let deleted: [String]
  let expected: CacheRun

  var description: String { name }
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

/// What a data manager's delegate heard, in order: "will", "insert 0.0", "delete 1.0", "did".
typealias DataManagerEvents = [String]

/// What a data manager did in one story on an in-memory store.
struct DataManagerStory: Equatable, CustomStringConvertible {
  /// What the delegate heard while three tasks were created (one due beyond ten days).
  var eventsWhileCreating: DataManagerEvents = []
  /// The titles in each section afterwards, and how many tasks that makes.
  var sectionsAfterCreating: [[String]] = []
  var totalAfterCreating = 0
  /// What the delegate heard when a task was deleted and the context processed its changes.
  var eventsWhileDeleting: DataManagerEvents = []
  /// Whether the deletion is still waiting to be saved.
  var deletionIsUnsaved = false
  /// The titles a second data manager on the same store finds at launch.
  var sectionsOfANewDataManager: [[String]] = []

  var description: String {
    "created \(eventsWhileCreating) → \(sectionsAfterCreating); deleted \(eventsWhileDeleting), unsaved: \(deletionIsUnsaved); "
      + "then \(sectionsOfANewDataManager)"
  }
}

/// Task ids in sequence, as the World hands them out.
@MainActor
func sequentialUUIDs() -> () -> UUID {
  var issued = 0
  return {
    issued += 1
    return UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", issued))!
  }
}

/// One step's `UpcomingTaskDataManager` and `CoreDataStore.inMemory()`, through the same story.
struct DataManagerUnderTest: Sendable, CustomStringConvertible {
  let step: String
  let savesDeletes: Bool
  let tell: @MainActor @Sendable () -> DataManagerStory

  var description: String { step }
}

@MainActor
final class DataManagerSpy4: MegaControllerDataManager.UpcomingTaskDataManagerDelegate {
  var events: DataManagerEvents = []
  func dataManagerWillChangeContent(_ dataManager: MegaControllerDataManager.UpcomingTaskDataManager) {
    events.append("will")
  }
  func dataManagerDidChangeContent(_ dataManager: MegaControllerDataManager.UpcomingTaskDataManager) {
    events.append("did")
  }
  func dataManager(
    _ dataManager: MegaControllerDataManager.UpcomingTaskDataManager,
    didInsertRowAtIndexPath indexPath: IndexPath
  ) { events.append("insert \(describe(indexPath))") }
  func dataManager(
    _ dataManager: MegaControllerDataManager.UpcomingTaskDataManager,
    didDeleteRowAtIndexPath indexPath: IndexPath
  ) { events.append("delete \(describe(indexPath))") }
}

@MainActor
final class DataManagerSpy5: MegaControllerViewData.UpcomingTaskDataManagerDelegate {
  var events: DataManagerEvents = []
  func dataManagerWillChangeContent(_ dataManager: MegaControllerViewData.UpcomingTaskDataManager) {
    events.append("will")
  }
  func dataManagerDidChangeContent(_ dataManager: MegaControllerViewData.UpcomingTaskDataManager) {
    events.append("did")
  }
  func dataManager(
    _ dataManager: MegaControllerViewData.UpcomingTaskDataManager,
    didInsertRowAtIndexPath indexPath: IndexPath
  ) { events.append("insert \(describe(indexPath))") }
  func dataManager(
    _ dataManager: MegaControllerViewData.UpcomingTaskDataManager,
    didDeleteRowAtIndexPath indexPath: IndexPath
  ) { events.append("delete \(describe(indexPath))") }
}

@MainActor
final class DataManagerSpy6: MegaControllerAdapter.UpcomingTaskDataManagerDelegate {
  var events: DataManagerEvents = []
  func dataManagerWillChangeContent(_ dataManager: MegaControllerAdapter.UpcomingTaskDataManager) {
    events.append("will")
  }
  func dataManagerDidChangeContent(_ dataManager: MegaControllerAdapter.UpcomingTaskDataManager) {
    events.append("did")
  }
  func dataManager(
    _ dataManager: MegaControllerAdapter.UpcomingTaskDataManager, didInsertRowAtIndexPath indexPath: IndexPath
  ) { events.append("insert \(describe(indexPath))") }
  func dataManager(
    _ dataManager: MegaControllerAdapter.UpcomingTaskDataManager, didDeleteRowAtIndexPath indexPath: IndexPath
  ) { events.append("delete \(describe(indexPath))") }
}

@MainActor
final class DataManagerSpy7: MegaControllerFixes.UpcomingTaskDataManagerDelegate {
  var events: DataManagerEvents = []
  func dataManagerWillChangeContent(_ dataManager: MegaControllerFixes.UpcomingTaskDataManager) {
    events.append("will")
  }
  func dataManagerDidChangeContent(_ dataManager: MegaControllerFixes.UpcomingTaskDataManager) {
    events.append("did")
  }
  func dataManager(
    _ dataManager: MegaControllerFixes.UpcomingTaskDataManager, didInsertRowAtIndexPath indexPath: IndexPath
  ) { events.append("insert \(describe(indexPath))") }
  func dataManager(
    _ dataManager: MegaControllerFixes.UpcomingTaskDataManager, didDeleteRowAtIndexPath indexPath: IndexPath
  ) { events.append("delete \(describe(indexPath))") }
}

/// The story every data manager goes through: create "Buy milk" (in an hour), "Water the plants"
/// (in four days) and "File the tax return" (in twelve), delete "Buy milk", then open a second
/// data manager on the same store.
let dataManagers: [DataManagerUnderTest] = [
  DataManagerUnderTest(step: "4-datamanager", savesDeletes: false) {
    let store = MegaControllerDataManager.CoreDataStore.inMemory()
    let makeDataManager = {
      MegaControllerDataManager.UpcomingTaskDataManager(
        coreDataStore: store, baseDate: MegaControllerWorld.start, calendar: cupertino,
        makeUUID: sequentialUUIDs())
    }
    let dataManager = makeDataManager()
    let spy = DataManagerSpy4()
    dataManager.delegate = spy
    var story = DataManagerStory()
    dataManager.createTaskWithTitle("Buy milk", dueDate: start(plusHours: 1))
    dataManager.createTaskWithTitle("Water the plants", dueDate: start(plusHours: 4 * 24))
    dataManager.createTaskWithTitle("File the tax return", dueDate: start(plusHours: 12 * 24))
    story.eventsWhileCreating = spy.events
    story.sectionsAfterCreating = dataManager.taskSections.map { $0.map(\.title) }
    story.totalAfterCreating = dataManager.totalNumberOfTasks
    spy.events = []
    dataManager.deleteTask(dataManager.taskSections[0][0])
    store.managedObjectContext.processPendingChanges()
    story.eventsWhileDeleting = spy.events
    story.deletionIsUnsaved = store.managedObjectContext.hasChanges
    story.sectionsOfANewDataManager = makeDataManager().taskSections.map { $0.map(\.title) }
    return story
  },
  DataManagerUnderTest(step: "5-viewdata", savesDeletes: false) {
    let store = MegaControllerViewData.CoreDataStore.inMemory()
    let makeDataManager = {
      MegaControllerViewData.UpcomingTaskDataManager(
        coreDataStore: store, baseDate: MegaControllerWorld.start, calendar: cupertino,
        makeUUID: sequentialUUIDs())
    }
    let dataManager = makeDataManager()
    let spy = DataManagerSpy5()
    dataManager.delegate = spy
    var story = DataManagerStory()
    dataManager.createTaskWithTitle("Buy milk", dueDate: start(plusHours: 1))
    dataManager.createTaskWithTitle("Water the plants", dueDate: start(plusHours: 4 * 24))
    dataManager.createTaskWithTitle("File the tax return", dueDate: start(plusHours: 12 * 24))
    story.eventsWhileCreating = spy.events
    story.sectionsAfterCreating = dataManager.taskSections.map { $0.map(\.title) }
    story.totalAfterCreating = dataManager.totalNumberOfTasks
    spy.events = []
    dataManager.deleteTask(dataManager.taskSections[0][0])
    store.managedObjectContext.processPendingChanges()
    story.eventsWhileDeleting = spy.events
    story.deletionIsUnsaved = store.managedObjectContext.hasChanges
    story.sectionsOfANewDataManager = makeDataManager().taskSections.map { $0.map(\.title) }
    return story
  },
  DataManagerUnderTest(step: "6-adapter", savesDeletes: false) {
    let store = MegaControllerAdapter.CoreDataStore.inMemory()
    let makeDataManager = {
      MegaControllerAdapter.UpcomingTaskDataManager(
        coreDataStore: store, baseDate: MegaControllerWorld.start, calendar: cupertino,
        makeUUID: sequentialUUIDs())
    }
    let dataManager = makeDataManager()
    let spy = DataManagerSpy6()
    dataManager.delegate = spy
    var story = DataManagerStory()
    dataManager.createTaskWithTitle("Buy milk", dueDate: start(plusHours: 1))
    dataManager.createTaskWithTitle("Water the plants", dueDate: start(plusHours: 4 * 24))
    dataManager.createTaskWithTitle("File the tax return", dueDate: start(plusHours: 12 * 24))
    story.eventsWhileCreating = spy.events
    story.sectionsAfterCreating = dataManager.taskSections.map { $0.items.map(\.title) }
    story.totalAfterCreating = dataManager.totalNumberOfTasks
    spy.events = []
    dataManager.deleteTask(dataManager.taskSections[0].items[0])
    store.managedObjectContext.processPendingChanges()
    story.eventsWhileDeleting = spy.events
    story.deletionIsUnsaved = store.managedObjectContext.hasChanges
    story.sectionsOfANewDataManager = makeDataManager().taskSections.map { $0.items.map(\.title) }
    return story
  },
  DataManagerUnderTest(step: "7-fixes", savesDeletes: true) {
    let store = MegaControllerFixes.CoreDataStore.inMemory()
    let makeDataManager = {
      MegaControllerFixes.UpcomingTaskDataManager(
        coreDataStore: store, baseDate: MegaControllerWorld.start, calendar: cupertino,
        makeUUID: sequentialUUIDs())
    }
    let dataManager = makeDataManager()
    let spy = DataManagerSpy7()
    dataManager.delegate = spy
    var story = DataManagerStory()
    dataManager.createTaskWithTitle("Buy milk", dueDate: start(plusHours: 1))
    dataManager.createTaskWithTitle("Water the plants", dueDate: start(plusHours: 4 * 24))
    dataManager.createTaskWithTitle("File the tax return", dueDate: start(plusHours: 12 * 24))
    story.eventsWhileCreating = spy.events
    story.sectionsAfterCreating = dataManager.taskSections.map { $0.items.map(\.title) }
    story.totalAfterCreating = dataManager.totalNumberOfTasks
    spy.events = []
    dataManager.deleteTask(dataManager.taskSections[0].items[0])
    store.managedObjectContext.processPendingChanges()
    story.eventsWhileDeleting = spy.events
    story.deletionIsUnsaved = store.managedObjectContext.hasChanges
    story.sectionsOfANewDataManager = makeDataManager().taskSections.map { $0.items.map(\.title) }
    return story
  },
]

// MARK: - The cell's view data, and the adapter

/// One step's `TaskTableViewCell.ViewData` for a task: its texts, and what the cell shows.
struct CellUnderTest: Sendable, CustomStringConvertible {
  let step: String
  let show: @MainActor @Sendable (_ title: String, _ dueDate: Date) -> [String]

  var description: String { step }
}

let cells: [CellUnderTest] = [
  CellUnderTest(step: "5-viewdata") { title, dueDate in
    let task = MegaControllerViewData.Task(id: "a", title: title, dueDate: dueDate)
    let viewData = MegaControllerViewData.TaskTableViewCell.ViewData(
      task: task, relativeToDate: MegaControllerWorld.start, calendar: cupertino)
    let cell = MegaControllerViewData.TaskTableViewCell(style: .value1, reuseIdentifier: "Cell")
    cell.viewData = viewData
    return [
      viewData.title, viewData.timingDescription, cell.textLabel?.text ?? "",
      cell.detailTextLabel?.text ?? "",
    ]
  },
  CellUnderTest(step: "6-adapter") { title, dueDate in
    let task = MegaControllerAdapter.Task(id: "a", title: title, dueDate: dueDate)
    let viewData = MegaControllerAdapter.TaskTableViewCell.ViewData(
      task: task, relativeToDate: MegaControllerWorld.start, calendar: cupertino)
    let cell = MegaControllerAdapter.TaskTableViewCell(style: .value1, reuseIdentifier: "Cell")
    cell.viewData = viewData
    return [
      viewData.title, viewData.timingDescription, cell.textLabel?.text ?? "",
      cell.detailTextLabel?.text ?? "",
    ]
  },
  CellUnderTest(step: "7-fixes") { title, dueDate in
    let task = MegaControllerFixes.Task(id: "a", title: title, dueDate: dueDate)
    let viewData = MegaControllerFixes.TaskTableViewCell.ViewData(
      task: task, relativeToDate: MegaControllerWorld.start, calendar: cupertino)
    let cell = MegaControllerFixes.TaskTableViewCell(style: .value1, reuseIdentifier: "Cell")
    cell.viewData = viewData
    return [
      viewData.title, viewData.timingDescription, cell.textLabel?.text ?? "",
      cell.detailTextLabel?.text ?? "",
    ]
  },
]

/// What a table view shows through one step's adapter: per section its title and rows, before
/// and after the adapter is told to delete the first row, and whether it reported the change.
struct AdapterUnderTest: Sendable, CustomStringConvertible {
  let step: String
  let show: @MainActor @Sendable () -> (before: [String], after: [String], changesReported: Int)

  var description: String { step }
}

/// A table's sections and rows as the adapter answers them: "Now: Buy milk · in an hour".
@MainActor
func contents(of tableView: UITableView, dataSource: any UITableViewDataSource) -> [String] {
  (0..<dataSource.numberOfSections(in: tableView)).map { section in
    let rows = (0..<dataSource.tableView(tableView, numberOfRowsInSection: section)).map { row in
      let cell = dataSource.tableView(tableView, cellForRowAt: IndexPath(row: row, section: section))
      return [cell.textLabel?.text, cell.detailTextLabel?.text].compactMap { $0 }.joined(separator: " · ")
    }
    return "\(dataSource.tableView(tableView, titleForHeaderInSection: section) ?? ""): \(rows)"
  }
}

/// The task cell in its storyboard style, Right Detail (registering the class alone would give
/// the default style, which has no detail label, as in UIKit).
final class RightDetailTaskCell6: MegaControllerAdapter.TaskTableViewCell {
  required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .value1, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

/// The same for step 7.
final class RightDetailTaskCell7: MegaControllerFixes.TaskTableViewCell {
  required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .value1, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

let adapters: [AdapterUnderTest] = [
  AdapterUnderTest(step: "6-adapter") {
    let store = MegaControllerAdapter.CoreDataStore.inMemory()
    let dataManager = MegaControllerAdapter.UpcomingTaskDataManager(
      coreDataStore: store, baseDate: MegaControllerWorld.start, calendar: cupertino,
      makeUUID: sequentialUUIDs())
    dataManager.createTaskWithTitle("Buy milk", dueDate: start(plusHours: 1))
    dataManager.createTaskWithTitle("Water the plants", dueDate: start(plusHours: 4 * 24))
    let tableView = UITableView(frame: UIScreen.main.bounds, style: .plain)
    tableView.register(RightDetailTaskCell6.self, forCellReuseIdentifier: "Cell")
    var changesReported = 0
    let adapter = MegaControllerAdapter.UpcomingTaskDataManagerTableViewAdapter<
      MegaControllerAdapter.TaskTableViewCell
    >(
      tableView: tableView, upcomingTaskDataManager: dataManager, cellReuseIdentifier: "Cell",
      cellConfigurationHandler: { cell, task in
        cell.viewData = .init(task: task, relativeToDate: MegaControllerWorld.start, calendar: cupertino)
      },
      didChangeHandler: { changesReported += 1 })
    dataManager.delegate = adapter
    tableView.dataSource = adapter
    let before = contents(of: tableView, dataSource: adapter)
    adapter.tableView(tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
    store.managedObjectContext.processPendingChanges()
    return (before, contents(of: tableView, dataSource: adapter), changesReported)
  },
  AdapterUnderTest(step: "7-fixes") {
    let store = MegaControllerFixes.CoreDataStore.inMemory()
    let dataManager = MegaControllerFixes.UpcomingTaskDataManager(
      coreDataStore: store, baseDate: MegaControllerWorld.start, calendar: cupertino,
      makeUUID: sequentialUUIDs())
    dataManager.createTaskWithTitle("Buy milk", dueDate: start(plusHours: 1))
    dataManager.createTaskWithTitle("Water the plants", dueDate: start(plusHours: 4 * 24))
    let tableView = UITableView(frame: UIScreen.main.bounds, style: .plain)
    tableView.register(RightDetailTaskCell7.self, forCellReuseIdentifier: "Cell")
    var changesReported = 0
    let adapter = MegaControllerFixes.UpcomingTaskDataManagerTableViewAdapter<
      MegaControllerFixes.TaskTableViewCell
    >(
      tableView: tableView, upcomingTaskDataManager: dataManager, cellReuseIdentifier: "Cell",
      cellConfigurationHandler: { cell, task in
        cell.viewData = .init(task: task, relativeToDate: MegaControllerWorld.start, calendar: cupertino)
      },
      didChangeHandler: { changesReported += 1 })
    dataManager.delegate = adapter
    tableView.dataSource = adapter
    let before = contents(of: tableView, dataSource: adapter)
    adapter.tableView(tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
    store.managedObjectContext.processPendingChanges()
    return (before, contents(of: tableView, dataSource: adapter), changesReported)
  },
]

@MainActor
@Suite("Results cache, data manager, view data, adapter")
struct DataTests {
  @Test("An in-memory store keeps what is saved in it, and only there", arguments: stores)
  func inMemoryStore(store: StoreUnderTest) throws {
    #expect(try store.countsAfterSavingInTheFirst() == [1, 0])
  }

  @Test(
    "The results cache puts tasks in their sections and says which index path changed", arguments: caches,
    cacheCases)
  func resultsCache(cache: CacheUnderTest, example: CacheCase) {
    #expect(cache.run(example.initial, example.inserted, example.deleted) == example.expected)
  }

  @Test(
    "The data manager, on an in-memory store, reports inserts and deletes by index path; the seed's delete waits for a save",
    arguments: dataManagers)
  func dataManager(dataManager: DataManagerUnderTest) {
    let story = dataManager.tell()
    #expect(story.eventsWhileCreating == ["will", "insert 0.0", "did", "will", "insert 1.0", "did"])
    #expect(story.sectionsAfterCreating == [["Buy milk"], ["Water the plants"], []])
    #expect(story.totalAfterCreating == 2)
    #expect(story.eventsWhileDeleting == ["will", "delete 0.0", "did"])
    #expect(story.deletionIsUnsaved == !dataManager.savesDeletes)
    #expect(story.sectionsOfANewDataManager == [[], ["Water the plants"], []])
  }

  @Test("The cell shows its view data: the title, and the timing lowercased", arguments: cells)
  func cell(cell: CellUnderTest) {
    #expect(
      cell.show("Buy milk", start(plusHours: 3)) == ["Buy milk", "Tomorrow", "Buy milk", "tomorrow"])
  }

  @Test(
    "The adapter shows the data manager's sections and deletes what the user swipes away", arguments: adapters
  )
  func adapter(adapter: AdapterUnderTest) {
    let shown = adapter.show()
    #expect(
      shown.before == [
        "Now: [\"Buy milk · today\"]", "Soon: [\"Water the plants · in 4 days\"]", "Upcoming: []",
      ])
    #expect(shown.after == ["Now: []", "Soon: [\"Water the plants · in 4 days\"]", "Upcoming: []"])
    #expect(shown.changesReported == 1)
  }
}
