import Foundation

/// The identity of a managed object: its entity and, once saved, its row in the store.
///
/// A new object has a temporary ID (`isTemporaryID`); saving gives it a permanent one, which is
/// the same across launches (it names the row's primary key), as in Core Data. IDs are
/// numbered, not random, so what the app prints is the same on every run.
@MainActor
public final class NSManagedObjectID {
  enum Reference: Hashable, Sendable {
    case temporary(Int)
    case permanent(primaryKey: Int64)
  }

  /// The entity of the object.
  public let entity: NSEntityDescription
  /// The store that holds the object's row (nil while the ID is temporary).
  public private(set) weak var persistentStore: NSPersistentStore?
  nonisolated let entityName: String
  nonisolated let reference: Reference
  nonisolated let storeIdentifier: String
  nonisolated let storeIdentity: ObjectIdentifier?

  private static var lastTemporaryNumber = 0

  /// A new temporary ID; the numbers only grow, so they also record creation order.
  init(temporaryFor entity: NSEntityDescription) {
    Self.lastTemporaryNumber += 1
    self.entity = entity
    self.entityName = entity.name ?? ""
    self.reference = .temporary(Self.lastTemporaryNumber)
    self.storeIdentifier = ""
    self.storeIdentity = nil
  }

  /// The permanent ID of the row with `primaryKey` in `store`.
  init(entity: NSEntityDescription, primaryKey: Int64, store: NSPersistentStore) {
    self.entity = entity
    self.entityName = entity.name ?? ""
    self.reference = .permanent(primaryKey: primaryKey)
    self.persistentStore = store
    self.storeIdentifier = store.identifier
    self.storeIdentity = ObjectIdentifier(store)
  }

  /// Whether the object has not been saved yet.
  public var isTemporaryID: Bool {
    if case .temporary = reference { return true }
    return false
  }

  /// The primary key of the object's row, once saved.
  var primaryKey: Int64? {
    if case .permanent(let primaryKey) = reference { return primaryKey }
    return nil
  }

  /// The number of a temporary ID, which orders objects created and not yet saved.
  var temporaryNumber: Int? {
    if case .temporary(let number) = reference { return number }
    return nil
  }

  /// A URL naming the object, in Core Data's form: `x-coredata://<store>/Task/p1` once saved,
  /// `x-coredata:///Task/t1` before.
  public func uriRepresentation() -> URL {
    URL(string: uriString)!
  }

  nonisolated private var uriString: String {
    switch reference {
    case .temporary(let number): "x-coredata:///\(entityName)/t\(number)"
    case .permanent(let primaryKey): "x-coredata://\(storeIdentifier)/\(entityName)/p\(primaryKey)"
    }
  }
}

extension NSManagedObjectID: Hashable {
  public nonisolated static func == (lhs: NSManagedObjectID, rhs: NSManagedObjectID) -> Bool {
    lhs.entityName == rhs.entityName && lhs.reference == rhs.reference
      && lhs.storeIdentity == rhs.storeIdentity
  }

  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(entityName)
    hasher.combine(reference)
  }
}

extension NSManagedObjectID: CustomStringConvertible {
  public nonisolated var description: String { "<\(uriString)>" }
}
