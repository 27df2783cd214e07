import Foundation
import HeadlessCoreData

/// The tasks in the store: fetches those due within a number of days, creates and deletes them,
/// and tells its delegate of every change to the fetched ones.
class UpcomingTasksWorker: NSObject, NSFetchedResultsControllerDelegate {
  weak var delegate: (any UpcomingTasksWorkerDelegate)?

  private let coreDataStore: CoreDataStore
  private var fetchedResultsController: NSFetchedResultsController<NSFetchRequestResult>?

  init(coreDataStore: CoreDataStore) {
    self.coreDataStore = coreDataStore
  }

  /// How many tasks the last fetch holds now.
  var numberOfFetchedTasks: Int {
    return fetchedResultsController?.fetchedObjects?.count ?? 0
  }

  /// The tasks due no later than `numberOfDays` days after `date`, soonest first; the delegate
  /// hears of every later change to them.
  func fetchTasks(dueWithinNumberOfDays numberOfDays: Int, ofDate date: Date, calendar: Calendar)
    -> [NSManagedObject]
  {
    let fetchRequest = NSFetchRequest<NSFetchRequestResult>(entityName: "Task")
    fetchRequest.sortDescriptors = [NSSortDescriptor(key: "dueDate", ascending: true)]
    fetchRequest.predicate = NSPredicate(
      forTasksWithinNumberOfDays: numberOfDays, ofDate: date, calendar: calendar)
    fetchedResultsController = NSFetchedResultsController(
      fetchRequest: fetchRequest, managedObjectContext: coreDataStore.managedObjectContext,
      sectionNameKeyPath: nil, cacheName: nil)
    fetchedResultsController!.delegate = self
    try! fetchedResultsController!.performFetch()
    return fetchedResultsController!.fetchedObjects! as! [NSManagedObject]
  }

  func createTask(title: String?, dueDate: Date) {
    let managedObjectContext = coreDataStore.managedObjectContext
    let newTask = NSManagedObject(
      entity: managedObjectContext.persistentStoreCoordinator!.managedObjectModel.entitiesByName["Task"]!,
      insertInto: managedObjectContext)
    newTask.setValue(title, forKey: "title")
    newTask.setValue(dueDate, forKey: "dueDate")
    try! managedObjectContext.save()
  }

  func deleteTask(_ task: NSManagedObject) {
    coreDataStore.managedObjectContext.delete(task)
  }

  func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
    delegate?.workerWillChangeTasks(self)
  }

  func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
    delegate?.workerDidChangeTasks(self)
  }

  func controller(
    _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
    at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
  ) {
    let task = anObject as! NSManagedObject
    switch type {
    case .insert:
      delegate?.worker(self, didInsertTask: task)
    case .delete:
      delegate?.worker(self, didDeleteTask: task)
    case .move, .update:
      fatalError("Unsupported")
    }
  }
}

@MainActor
protocol UpcomingTasksWorkerDelegate: AnyObject {
  func workerWillChangeTasks(_ worker: UpcomingTasksWorker)
  func workerDidChangeTasks(_ worker: UpcomingTasksWorker)
  func worker(_ worker: UpcomingTasksWorker, didInsertTask task: NSManagedObject)
  func worker(_ worker: UpcomingTasksWorker, didDeleteTask task: NSManagedObject)
}
