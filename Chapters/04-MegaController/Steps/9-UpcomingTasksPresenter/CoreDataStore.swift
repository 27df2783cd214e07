import Foundation
import HeadlessCoreData
import MegaControllerKit

/// The Core Data stack: the model, the coordinator with its store, and the main-queue context.
@MainActor
class CoreDataStore {
  private let storeType: String
  private let storeURL: URL?

  /// The app's store: SingleViewCoreData.sqlite in the app's Documents folder.
  convenience init(documentsDirectory: URL) {
    self.init(
      storeType: NSSQLiteStoreType,
      storeURL: documentsDirectory.appendingPathComponent("SingleViewCoreData.sqlite"))
  }

  /// A store kept in memory, gone with the stack: for tests.
  static func inMemory() -> CoreDataStore {
    return CoreDataStore(storeType: NSInMemoryStoreType, storeURL: nil)
  }

  private init(storeType: String, storeURL: URL?) {
    self.storeType = storeType
    self.storeURL = storeURL
  }

  private lazy var managedObjectModel: NSManagedObjectModel = {
    // MegaController.momd, compiled from the bundle's MegaController.xcdatamodeld.
    return NSManagedObjectModel.megaController()
  }()

  private lazy var persistentStoreCoordinator: NSPersistentStoreCoordinator = {
    let coordinator = NSPersistentStoreCoordinator(managedObjectModel: self.managedObjectModel)
    do {
      try coordinator.addPersistentStore(
        ofType: self.storeType, configurationName: nil, at: self.storeURL, options: nil)
    } catch {
      fatalError("Couldn't load database: \(error)")
    }

    return coordinator
  }()

  lazy var managedObjectContext: NSManagedObjectContext = {
    let coordinator = self.persistentStoreCoordinator
    let managedObjectContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    managedObjectContext.persistentStoreCoordinator = coordinator
    return managedObjectContext
  }()
}
