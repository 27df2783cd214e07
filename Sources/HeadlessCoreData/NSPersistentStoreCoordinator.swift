import Foundation

/// Connects a model to the store that keeps its objects.
///
/// HeadlessCoreData coordinates one store per coordinator (the common case, and the
/// MegaController's): adding a second one fails with an error.
@MainActor
open class NSPersistentStoreCoordinator {
  /// The model of the objects in the store.
  public let managedObjectModel: NSManagedObjectModel
  /// The stores added so far (at most one).
  open private(set) var persistentStores: [NSPersistentStore] = []
  /// A name, for debugging.
  open var name: String?

  public init(managedObjectModel model: NSManagedObjectModel) {
    for entity in model.entities {
      precondition(entity.name?.isEmpty == false, "Every entity of a model needs a name.")
    }
    self.managedObjectModel = model
  }

  /// Opens the store of `storeType` at `storeURL`, creating it if the file does not exist.
  ///
  /// - `NSSQLiteStoreType` needs a file URL; `NSInMemoryStoreType` ignores the URL (it only
  ///   names the store).
  /// - A file that is not an SQLite database (garbage bytes, a damaged file) throws an
  ///   NSError in NSCocoaErrorDomain, code 259 (the file is not in the correct format), whose
  ///   message names the file and SQLite's reason. A file that cannot be opened at all (a
  ///   folder, a missing parent folder) throws `NSPersistentStoreOpenError`; a store made with
  ///   another model throws `NSPersistentStoreIncompatibleVersionHashError`. In every case the
  ///   file is left exactly as it was.
  /// - `configurationName` must be nil (models in code have no configurations); `options`
  ///   are accepted and ignored (there is no migration: a changed model is an error).
  @discardableResult
  open func addPersistentStore(
    ofType storeType: String, configurationName configuration: String?, at storeURL: URL?,
    options: [AnyHashable: Any]? = nil
  ) throws -> NSPersistentStore {
    guard persistentStores.isEmpty else {
      throw CoreDataError(
        code: NSPersistentStoreOpenError,
        description:
          "HeadlessCoreData supports one persistent store per coordinator; this one has one already.")
    }
    guard configuration == nil || configuration == "PF_DEFAULT_CONFIGURATION_NAME" else {
      throw CoreDataError(
        code: NSPersistentStoreOpenError,
        description: "The model has no configuration named \"\(configuration ?? "")\".")
    }
    let backend: SQLiteStore
    switch storeType {
    case NSSQLiteStoreType:
      guard let storeURL, storeURL.isFileURL else {
        throw CoreDataError(
          code: NSPersistentStoreOpenError,
          description: "An SQLite store needs a file URL, not \(storeURL?.absoluteString ?? "nil").")
      }
      backend = try SQLiteStore(path: storeURL.path, model: managedObjectModel)
    case NSInMemoryStoreType:
      backend = try SQLiteStore(path: nil, model: managedObjectModel)
    default:
      throw CoreDataError(
        code: NSPersistentStoreInvalidTypeError,
        description: "Unknown store type \"\(storeType)\" (use NSSQLiteStoreType or NSInMemoryStoreType).")
    }
    let store = NSPersistentStore(type: storeType, url: storeURL, options: options, backend: backend)
    store.persistentStoreCoordinator = self
    persistentStores.append(store)
    return store
  }

  /// Closes `store`: objects fetched from it can no longer be saved.
  open func remove(_ store: NSPersistentStore) throws {
    guard let index = persistentStores.firstIndex(where: { $0 === store }) else {
      throw CoreDataError(
        code: NSPersistentStoreOpenError, description: "The store is not in this coordinator.")
    }
    persistentStores.remove(at: index)
    store.persistentStoreCoordinator = nil
  }

  /// The store at `url`, if it was added.
  open func persistentStore(for url: URL) -> NSPersistentStore? {
    persistentStores.first { $0.url?.standardizedFileURL == url.standardizedFileURL }
  }

  var sqliteStore: SQLiteStore? { persistentStores.first?.backend }
}

/// A store added to a coordinator.
@MainActor
open class NSPersistentStore {
  /// `NSSQLiteStoreType` or `NSInMemoryStoreType`.
  public let type: String
  /// Always Core Data's default configuration.
  public let configurationName = "PF_DEFAULT_CONFIGURATION_NAME"
  /// Where the store is (nil for an in-memory store added without a URL).
  open var url: URL?
  /// The options it was added with.
  public let options: [AnyHashable: Any]?
  /// Names the store in object IDs' URIs: the file's name without its extension ("Tasks"
  /// for Tasks.sqlite), or "InMemory". Not random, so URIs are the same on every run. `String!`,
  /// settable, as Core Data declares it.
  public var identifier: String!
  /// The coordinator the store was added to.
  open internal(set) weak var persistentStoreCoordinator: NSPersistentStoreCoordinator?
  /// Stores are always writable here.
  open var isReadOnly: Bool { false }

  let backend: SQLiteStore

  init(type: String, url: URL?, options: [AnyHashable: Any]?, backend: SQLiteStore) {
    self.type = type
    self.url = url
    self.options = options
    self.identifier =
      type == NSSQLiteStoreType ? (url?.deletingPathExtension().lastPathComponent ?? "Store") : "InMemory"
    self.backend = backend
    backend.owner = self
  }
}
