import Foundation
import HeadlessCoreData

/// The upcoming tasks, in sections, kept up to date from Core Data; creates and deletes tasks.
/// Its delegate hears of every change with the index path it touched.
class UpcomingTaskDataManager: NSObject, NSFetchedResultsControllerDelegate {
  var taskSections: [[NSManagedObject]] = [[], [], []]

  var totalNumberOfTasks: Int {
    return taskSections.map { $0.count }.reduce(0, +)
  }

  weak var delegate: (any UpcomingTaskDataManagerDelegate)?

  private let coreDataStore: CoreDataStore
  private let fetchedResultsController: NSFetchedResultsController<NSFetchRequestResult>
  private let now: () -> Date
  private let calendar: Calendar

  /// Fetches the tasks due within ten days of now (overdue ones included).
  init(coreDataStore: CoreDataStore, now: @escaping () -> Date, calendar: Calendar) {
    self.coreDataStore = coreDataStore
    self.now = now
    self.calendar = calendar
    let fetchRequest = NSFetchRequest<NSFetchRequestResult>(entityName: "Task")
    fetchRequest.sortDescriptors = [NSSortDescriptor(key: "dueDate", ascending: true)]
    fetchRequest.predicate = NSPredicate(
      forTasksWithinNumberOfDays: 10, ofDate: now(), calendar: calendar)
    fetchedResultsController = NSFetchedResultsController(
      fetchRequest: fetchRequest, managedObjectContext: coreDataStore.managedObjectContext,
      sectionNameKeyPath: nil, cacheName: nil)

    super.init()

    fetchedResultsController.delegate = self
    try! fetchedResultsController.performFetch()

    for task in fetchedResultsController.fetchedObjects! as! [NSManagedObject] {
      taskSections[sectionIndexForTask(task)].append(task)
    }
  }

  func deleteTask(_ task: NSManagedObject) {
    coreDataStore.managedObjectContext.delete(task)
  }

  func createTaskWithTitle(_ title: String, dueDate: Date) {
    let managedObjectContext = coreDataStore.managedObjectContext
    let newTask = NSManagedObject(
      entity: managedObjectContext.persistentStoreCoordinator!.managedObjectModel.entitiesByName["Task"]!,
      insertInto: managedObjectContext)
    newTask.setValue(title, forKey: "title")
    newTask.setValue(dueDate, forKey: "dueDate")
    try! managedObjectContext.save()
  }

  func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
    delegate?.dataManagerWillChangeContent(self)
  }

  func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
    delegate?.dataManagerDidChangeContent(self)
  }

  func controller(
    _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
    at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
  ) {
    let task = anObject as! NSManagedObject
    switch type {
    case .insert:
      let insertedTaskDate = task.value(forKey: "dueDate") as! Date
      let sectionIndex = sectionIndexForTask(task)
      let insertionIndex =
        taskSections[sectionIndex].firstIndex { task in
          let otherTaskDate = task.value(forKey: "dueDate") as! Date
          return insertedTaskDate.compare(otherTaskDate) == .orderedAscending
        } ?? taskSections[sectionIndex].count
      taskSections[sectionIndex].insert(task, at: insertionIndex)
      delegate?.dataManager(
        self, didInsertRowAtIndexPath: IndexPath(row: insertionIndex, section: sectionIndex))
    case .delete:
      let sectionIndex = sectionIndexForTask(task)
      let deletedTaskIndex = taskSections[sectionIndex].firstIndex(of: task)!
      taskSections[sectionIndex].remove(at: deletedTaskIndex)
      delegate?.dataManager(
        self, didDeleteRowAtIndexPath: IndexPath(row: deletedTaskIndex, section: sectionIndex))
    case .move, .update:
      fatalError("Unsupported")
    }
  }

  // TODO: Extract me.
  private func sectionIndexForTask(_ task: NSManagedObject) -> Int {
    let dueDate = task.value(forKey: "dueDate") as! Date
    return UpcomingTaskSection(forTaskDueDate: dueDate, baseDate: now(), calendar: calendar).rawValue
  }
}

@MainActor
protocol UpcomingTaskDataManagerDelegate: AnyObject {
  func dataManagerWillChangeContent(_ dataManager: UpcomingTaskDataManager)
  func dataManagerDidChangeContent(_ dataManager: UpcomingTaskDataManager)
  func dataManager(_ dataManager: UpcomingTaskDataManager, didInsertRowAtIndexPath indexPath: IndexPath)
  func dataManager(_ dataManager: UpcomingTaskDataManager, didDeleteRowAtIndexPath indexPath: IndexPath)
}
