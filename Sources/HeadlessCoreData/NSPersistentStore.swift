import Foundation

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
