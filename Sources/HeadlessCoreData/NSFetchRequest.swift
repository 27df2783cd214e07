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

/// A fetch request's settings, shared between a typed request and its type-erased view.
@MainActor
final class FetchRequestStorage {
  var entityName: String?
  var entity: NSEntityDescription?
  var predicate: NSPredicate?
  var sortDescriptors: [NSSortDescriptor]?
  var fetchLimit = 0
  var fetchOffset = 0

  /// Filters, sorts, then applies the offset and the limit.
  func results(from candidates: [NSManagedObject]) -> [NSManagedObject] {
    let sorted = FetchEvaluation.sorted(
      candidates.filter { FetchEvaluation.matches($0, predicate) }, by: sortDescriptors ?? [])
    let afterOffset = sorted.dropFirst(fetchOffset)
    return Array(fetchLimit > 0 ? afterOffset.prefix(fetchLimit) : afterOffset)
  }
}

/// How predicates and sort descriptors are applied to managed objects.
@MainActor
enum FetchEvaluation {
  static func matches(_ object: NSManagedObject, _ predicate: NSPredicate?) -> Bool {
    guard let predicate else { return true }
    #if canImport(Darwin)
      return predicate.evaluate(with: KeyValueCodingProxy(object))
    #else
      return predicate.evaluate(with: object)
    #endif
  }

  /// Sorts by the descriptors, then by each object's tie-breaker (saved order, then creation).
  static func sorted(_ objects: [NSManagedObject], by descriptors: [NSSortDescriptor]) -> [NSManagedObject] {
    objects.sorted { lhs, rhs in
      for descriptor in descriptors {
        switch compare(lhs, rhs, by: descriptor) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: continue
        }
      }
      return lhs.tieBreaker < rhs.tieBreaker
    }
  }

  private static func compare(_ lhs: NSManagedObject, _ rhs: NSManagedObject, by descriptor: NSSortDescriptor)
    -> ComparisonResult
  {
    #if canImport(Darwin)
      return descriptor.compare(KeyValueCodingProxy(lhs), to: KeyValueCodingProxy(rhs))
    #else
      return descriptor.compare(lhs, to: rhs)
    #endif
  }
}

#if canImport(Darwin)
  /// Apple's Foundation evaluates predicates and sort descriptors through Objective-C
  /// key-value coding, which HeadlessCoreData's objects answer only through their Swift
  /// `value(forKey:)` override: this stand-in answers `value(forKey:)` for them.
  final class KeyValueCodingProxy: NSObject {
    let object: NSManagedObject

    init(_ object: NSManagedObject) {
      self.object = object
    }

    override func value(forKey key: String) -> Any? {
      MainActor.assumeIsolated { object.value(forKey: key) }
    }
  }
#endif
