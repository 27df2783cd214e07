import Foundation

/// A description of what to fetch: an entity, an optional predicate, sort descriptors, and
/// an optional limit and offset.
///
/// `ResultType` is the type of what `fetch(_:)` returns: `NSManagedObject`, a subclass, or
/// `NSFetchRequestResult` as in `NSFetchRequest<NSFetchRequestResult>(entityName: "Task")`.
/// (Core Data constrains it to `NSFetchRequestResult`; on Linux a protocol cannot stand for
/// itself in a constraint, so it is unconstrained and checked when fetching.)
@MainActor
open class NSFetchRequest<ResultType> {
  let storage: FetchRequestStorage

  /// A request with no entity yet: set `entity` before fetching.
  public init() {
    storage = FetchRequestStorage()
  }

  /// A request for the objects of the entity named `entityName`.
  public convenience init(entityName: String) {
    self.init()
    storage.entityName = entityName
  }

  /// A request that shares `storage` with another one (the type-erased view that
  /// fetched-results controller delegates receive).
  init(sharing storage: FetchRequestStorage) {
    self.storage = storage
  }

  /// The name of the entity to fetch.
  open var entityName: String? { storage.entityName ?? storage.entity?.name }

  /// The entity to fetch (looked up by `entityName` in the context's model when nil).
  open var entity: NSEntityDescription? {
    get { storage.entity }
    set { storage.entity = newValue }
  }

  /// Which objects to fetch; nil fetches them all. HeadlessCoreData evaluates it on each
  /// object with `evaluate(with:)`: `NSPredicate(format:)` (see KeyValuePredicate.swift),
  /// `NSPredicate(block:)`, `NSPredicate(value:)` and `NSCompoundPredicate` all work.
  open var predicate: NSPredicate? {
    get { storage.predicate }
    set { storage.predicate = newValue }
  }

  /// The order of the results; objects that tie come in the order they were saved (then
  /// created), so the order is always deterministic.
  open var sortDescriptors: [NSSortDescriptor]? {
    get { storage.sortDescriptors }
    set { storage.sortDescriptors = newValue }
  }

  /// The largest number of objects to fetch; 0 means no limit.
  open var fetchLimit: Int {
    get { storage.fetchLimit }
    set { storage.fetchLimit = newValue }
  }

  /// How many of the sorted results to skip.
  open var fetchOffset: Int {
    get { storage.fetchOffset }
    set { storage.fetchOffset = newValue }
  }
}
