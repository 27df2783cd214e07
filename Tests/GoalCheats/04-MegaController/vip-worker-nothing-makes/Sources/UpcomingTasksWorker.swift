import Foundation
import HeadlessCoreData

/// A copy nothing makes.
@MainActor
final class UpcomingTasksWorker {
  func fetchTasks(in context: NSManagedObjectContext) -> [NSManagedObject] {
    let fetchRequest = NSFetchRequest<NSManagedObject>(entityName: "Task")
    fetchRequest.sortDescriptors = [NSSortDescriptor(key: "dueDate", ascending: true)]
    let fetchedResultsController = NSFetchedResultsController(
      fetchRequest: fetchRequest, managedObjectContext: context, sectionNameKeyPath: nil, cacheName: nil)
    try? fetchedResultsController.performFetch()
    return fetchedResultsController.fetchedObjects ?? []
  }
}
