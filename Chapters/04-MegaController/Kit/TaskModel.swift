import Foundation
import HeadlessCoreData

extension NSManagedObjectModel {
  /// The app's data model, what the original compiles from MegaController.xcdatamodeld and
  /// loads from the bundle as MegaController.momd: one entity, Task, with a title, a due date
  /// and an identifier (the identifier arrives with the data manager; the steps before it
  /// leave it empty).
  public static func megaController() -> NSManagedObjectModel {
    NSManagedObjectModel(entities: [
      NSEntityDescription(
        name: "Task",
        attributes: [
          .date("dueDate", isOptional: false),
          .string("id"),
          .string("title", isOptional: false),
        ])
    ])
  }
}

extension MegaControllerWorld {
  /// Writes tasks into the store the app opens, Documents/SingleViewCoreData.sqlite, as an
  /// earlier session of the app would have: a scenario's scenery, before the app launches.
  public func seedStore(with tasks: [SeedTask]) throws {
    let coordinator = NSPersistentStoreCoordinator(managedObjectModel: .megaController())
    try coordinator.addPersistentStore(ofType: NSSQLiteStoreType, configurationName: nil, at: storeURL)
    let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    context.persistentStoreCoordinator = coordinator
    for task in tasks {
      let object = NSEntityDescription.insertNewObject(forEntityName: "Task", into: context)
      object.setValue(UUID().uuidString, forKey: "id")
      object.setValue(task.title, forKey: "title")
      object.setValue(task.dueDate, forKey: "dueDate")
    }
    try context.save()
  }

  /// The titles of the tasks in the store, by due date: what a later launch will find.
  public func storedTaskTitles() throws -> [String] {
    let coordinator = NSPersistentStoreCoordinator(managedObjectModel: .megaController())
    try coordinator.addPersistentStore(ofType: NSSQLiteStoreType, configurationName: nil, at: storeURL)
    let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    context.persistentStoreCoordinator = coordinator
    let request = NSFetchRequest<NSManagedObject>(entityName: "Task")
    request.sortDescriptors = [NSSortDescriptor(key: "dueDate", ascending: true)]
    return try context.fetch(request).map { $0.value(forKey: "title") as? String ?? "" }
  }
}
