import Foundation
import HeadlessCoreData
import MegaControllerKit

/// The upcoming tasks, in sections, kept up to date from Core Data; creates and deletes tasks.
/// Its delegate hears of every change with the index path it touched.
class UpcomingTaskDataManager: NSObject, NSFetchedResultsControllerDelegate {
  var taskSections: [[Task]] {
    return resultsCache.sections
  }

  var totalNumberOfTasks: Int {
    return taskSections.map { $0.count }.reduce(0, +)
  }

  weak var delegate: (any UpcomingTaskDataManagerDelegate)?

  private let coreDataStore: CoreDataStore
  private let fetchedResultsController: NSFetchedResultsController<NSFetchRequestResult>
  private var resultsCache: UpcomingTaskResultsCache

  /// Fetches the tasks due within ten days of `baseDate` (overdue ones included).
  init(coreDataStore: CoreDataStore, baseDate: Date, calendar: Calendar) {
    self.coreDataStore = coreDataStore
    let fetchRequest = NSFetchRequest<NSFetchRequestResult>(entityName: "Task")
    fetchRequest.sortDescriptors = [NSSortDescriptor(key: "dueDate", ascending: true)]
    fetchRequest.predicate = NSPredicate(forTasksWithinNumberOfDays: 10, ofDate: baseDate, calendar: calendar)
    fetchedResultsController = NSFetchedResultsController(
      fetchRequest: fetchRequest, managedObjectContext: coreDataStore.managedObjectContext,
      sectionNameKeyPath: nil, cacheName: nil)

    try! fetchedResultsController.performFetch()

    let managedTasks = fetchedResultsController.fetchedObjects! as! [NSManagedObject]
    resultsCache = UpcomingTaskResultsCache(
      initialTasksSortedAscendingByDate: managedTasks.map { Task(managedTask: $0) },
      baseDate: baseDate, calendar: calendar)

    super.init()

    fetchedResultsController.delegate = self
  }

  func deleteTask(_ task: Task) {
    coreDataStore.managedObjectContext.delete(managedTaskForTask(task))
  }

  func createTaskWithTitle(_ title: String, dueDate: Date) {
    let managedObjectContext = coreDataStore.managedObjectContext
    let newTask = NSManagedObject(
      entity: managedObjectContext.persistentStoreCoordinator!.managedObjectModel.entitiesByName["Task"]!,
      insertInto: managedObjectContext)
    newTask.setValue(UUID().uuidString, forKey: "id")
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
    let task = Task(managedTask: anObject as! NSManagedObject)
    switch type {
    case .insert:
      let insertedIndexPath = resultsCache.insertTask(task)
      delegate?.dataManager(self, didInsertRowAtIndexPath: insertedIndexPath)
    case .delete:
      let deletedIndexPath = resultsCache.deleteTask(task)
      delegate?.dataManager(self, didDeleteRowAtIndexPath: deletedIndexPath)
    case .move, .update:
      fatalError("Unsupported")
    }
  }

  private func managedTaskForTask(_ task: Task) -> NSManagedObject {
    let fetchRequest = NSFetchRequest<NSFetchRequestResult>(entityName: "Task")
    fetchRequest.predicate = NSPredicate(format: "id == %@", argumentArray: [task.id])
    fetchRequest.fetchLimit = 1
    let results = try! coreDataStore.managedObjectContext.fetch(fetchRequest) as! [NSManagedObject]
    return results.first!
  }
}

@MainActor
protocol UpcomingTaskDataManagerDelegate: AnyObject {
  func dataManagerWillChangeContent(_ dataManager: UpcomingTaskDataManager)
  func dataManagerDidChangeContent(_ dataManager: UpcomingTaskDataManager)
  func dataManager(_ dataManager: UpcomingTaskDataManager, didInsertRowAtIndexPath indexPath: IndexPath)
  func dataManager(_ dataManager: UpcomingTaskDataManager, didDeleteRowAtIndexPath indexPath: IndexPath)
}
