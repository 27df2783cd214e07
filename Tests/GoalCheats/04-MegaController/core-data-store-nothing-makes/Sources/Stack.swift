import Foundation
import HeadlessCoreData

/// The Core Data stack, which nothing makes.
@MainActor
final class CoreDataStore {
  func makeContext(at url: URL) throws -> NSManagedObjectContext {
    let model = NSManagedObjectModel.mergedModel(from: nil)!
    let coordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
    try coordinator.addPersistentStore(
      ofType: NSSQLiteStoreType, configurationName: nil, at: url, options: nil)
    let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    context.persistentStoreCoordinator = coordinator
    return context
  }
}

@MainActor
func loadTasks(into list: AnyObject) {}
