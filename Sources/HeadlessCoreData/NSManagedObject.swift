import Foundation

/// What a fetch request can return. Managed objects are the only results HeadlessCoreData
/// fetches; the protocol exists so that `NSFetchRequest<NSFetchRequestResult>` and
/// `NSFetchedResultsController<NSFetchRequestResult>` read as they do with Core Data.
public protocol NSFetchRequestResult: NSObjectProtocol {}

/// An object whose attributes a context tracks and a store saves.
///
/// Attributes are read and written by key, as in Core Data: `task.value(forKey: "title")`,
/// `task.setValue("Buy milk", forKey: "title")`. Linux has no `@NSManaged`, so a subclass
/// offers typed properties by wrapping key-value access:
///
///     final class Task: NSManagedObject {
///       var title: String? {
///         get { value(forKey: "title") as? String }
///         set { setValue(newValue, forKey: "title") }
///       }
///     }
///
/// and the entity names the class: `NSEntityDescription(name: "Task", managedObjectClass:
/// Task.self, attributes: …)`. A subclass that declares no initializer of its own inherits
/// `init(entity:insertInto:)` and `init(context:)`.
@MainActor
open class NSManagedObject: NSObject, NSFetchRequestResult {
  /// The object's entity.
  public let entity: NSEntityDescription
  /// The object's identity: temporary until the object is saved, permanent afterwards.
  public internal(set) var objectID: NSManagedObjectID
  /// The context the object is registered with: nil before it is inserted, and once its
  /// deletion is saved (or its insertion rolled back).
  public internal(set) weak var managedObjectContext: NSManagedObjectContext?

  /// Where the object stands with its context.
  enum Lifecycle {
    /// Not registered with any context.
    case unregistered
    /// Inserted, not saved yet.
    case inserted
    /// Registered and backed by a row in the store.
    case saved
    /// Backed by a row, and deleted: the row goes at the next save.
    case deleted
  }

  var lifecycle = Lifecycle.unregistered
  /// The current attribute values; a missing key is nil.
  var values: [String: AttributeValue] = [:]
  /// The values last read from or written to the store (nil if the object never was).
  var committedValues: [String: AttributeValue]?
  /// Whether the context has told its observers about the object's insertion.
  var insertionWasAnnounced = false
  /// Breaks ties between objects whose sort keys are equal: saved objects in primary-key
  /// order, then unsaved ones in the order they were created. Saving hands out primary keys
  /// in that same order, so an object keeps its place.
  var tieBreaker: (Int, Int64) {
    if let primaryKey = objectID.primaryKey { return (0, primaryKey) }
    return (1, Int64(objectID.temporaryNumber ?? 0))
  }

  /// Creates an object of `entity` and, if `context` is given, inserts it there. Attributes
  /// start with their default values.
  public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
    self.entity = entity
    self.objectID = NSManagedObjectID(temporaryFor: entity)
    for attribute in entity.attributes {
      if let defaultValue = attribute.defaultValue,
        let value = AttributeValue(defaultValue, as: attribute.attributeType)
      {
        values[attribute.name] = value
      }
    }
    super.init()
    context?.insert(self)
  }

  /// Creates an object of the entity whose `managedObjectClass` is this class and inserts it
  /// into `context`.
  public convenience init(context: NSManagedObjectContext) {
    let model = context.persistentStoreCoordinator?.managedObjectModel
    let entities = model?.entities.filter { $0.managedObjectClass == Self.self } ?? []
    guard entities.count == 1 else {
      fatalError(
        entities.isEmpty
          ? "No entity of the context's model has \(Self.self) as its managedObjectClass."
          : "More than one entity has \(Self.self) as its managedObjectClass: use init(entity:insertInto:).")
    }
    self.init(entity: entities[0], insertInto: context)
  }

  // MARK: Key-value access

  #if canImport(Darwin)
    // Apple's NSObject declares key-value coding (nonisolated): managed objects override it, and
    // live on the main actor here. Linux's NSObject has no key-value coding.
    // (Not compiled on Linux, where CI runs: check on a Mac.)
    override nonisolated open func value(forKey key: String) -> Any? {
      var result: Any?
      MainActor.assumeIsolated { result = attributeValue(forKey: key) }
      return result
    }

    override nonisolated open func setValue(_ value: Any?, forKey key: String) {
      MainActor.assumeIsolated { setAttributeValue(value, forKey: key) }
    }
  #else
    /// The value of the attribute named `key`: a String, Date, Data, UUID or URL, or an NSNumber
    /// for numbers and booleans (so `as? Int`, `as? Double`, `as? Bool` work), or nil.
    open func value(forKey key: String) -> Any? {
      attributeValue(forKey: key)
    }

    /// Sets the attribute named `key`. The context records the change. A value of the wrong
    /// type, or a key that is not an attribute, is a programming error, as in Core Data.
    open func setValue(_ value: Any?, forKey key: String) {
      setAttributeValue(value, forKey: key)
    }
  #endif

  private func attributeValue(forKey key: String) -> Any? {
    let attribute = attribute(forKey: key)
    return values[key]?.keyValueCodingValue(as: attribute.attributeType)
  }

  private func setAttributeValue(_ value: Any?, forKey key: String) {
    let attribute = attribute(forKey: key)
    if let value, !(value is NSNull) {
      guard let converted = AttributeValue(value, as: attribute.attributeType) else {
        fatalError(
          "Unacceptable type of value for attribute: property = \"\(key)\"; desired type = "
            + "\(attribute.attributeValueClassName ?? "?"); given type = \(type(of: value)); value = \(value)."
        )
      }
      values[key] = converted
    } else {
      values[key] = nil
    }
    managedObjectContext?.objectDidChange(self)
  }

  private func attribute(forKey key: String) -> NSAttributeDescription {
    guard let attribute = entity.attributesByName[key] else {
      fatalError(
        "[<\(type(of: self))> valueForUndefinedKey:]: the entity \(entity.name ?? "?") is not key value "
          + "coding-compliant for the key \"\(key)\".")
    }
    return attribute
  }

  /// The value of `key` as predicates and sort descriptors compare it.
  func comparableValue(forKey key: String) -> ComparableValue {
    _ = attribute(forKey: key)
    return ComparableValue(values[key])
  }

  /// A key path that sort descriptors made with `NSSortDescriptor(key:ascending:)` follow.
  nonisolated subscript(sortableValueForKey key: String) -> SortableValue {
    MainActor.assumeIsolated { SortableValue(value: comparableValue(forKey: key)) }
  }

  // MARK: State

  /// Whether the object is inserted and not saved yet.
  public var isInserted: Bool { lifecycle == .inserted }
  /// Whether the object is deleted and the deletion not saved yet.
  public var isDeleted: Bool { lifecycle == .deleted }
  /// Whether a saved object has attribute changes not saved yet.
  public var isUpdated: Bool { managedObjectContext?.updatedObjects.contains(self) ?? false }
  /// Whether the object is inserted, updated or deleted and not saved yet.
  public var hasChanges: Bool { isInserted || isDeleted || isUpdated }
  /// Always false: HeadlessCoreData loads an object's values when it fetches it.
  public var isFault: Bool { false }

  /// The attributes changed since the last save (all set attributes of an inserted object),
  /// with NSNull for values set to nil.
  open func changedValues() -> [String: Any] {
    var changes: [String: Any] = [:]
    for attribute in entity.attributes {
      let current = values[attribute.name]
      if let committedValues, committedValues[attribute.name] == current { continue }
      if committedValues == nil && current == nil { continue }
      changes[attribute.name] = current?.keyValueCodingValue(as: attribute.attributeType) ?? NSNull()
    }
    return changes
  }

  /// The values last saved (or fetched) for `keys` (all attributes when nil), NSNull for nil.
  open func committedValues(forKeys keys: [String]?) -> [String: Any] {
    var result: [String: Any] = [:]
    for attribute in entity.attributes where keys?.contains(attribute.name) ?? true {
      let committed = committedValues?[attribute.name]
      result[attribute.name] = committed?.keyValueCodingValue(as: attribute.attributeType) ?? NSNull()
    }
    return result
  }

  // MARK: Life-cycle hooks, for subclasses

  /// Called once, when the object is inserted into a context: set initial values here.
  open func awakeFromInsert() {}
  /// Called when the object is created from a row the store fetched.
  open func awakeFromFetch() {}
  /// Called just before the object's deletion is recorded.
  open func prepareForDeletion() {}
  /// Called before the context saves the object's changes.
  open func willSave() {}
  /// Called after the context saved the object's changes.
  open func didSave() {}

  /// Core Data's description without the memory address, so that printing is deterministic:
  /// `<Task: x-coredata:///Task/t1> (entity: Task; data: {dueDate = …; title = "Buy milk"})`.
  /// NSObject's `description` is nonisolated; managed objects live on the main actor here.
  override nonisolated public var description: String {
    MainActor.assumeIsolated { coreDataDescription }
  }
}

extension NSManagedObject {
  /// What `description` says (see there).
  fileprivate var coreDataDescription: String {
    let data = entity.attributes.map { attribute -> String in
      let value: String
      switch values[attribute.name] {
      case nil: value = "nil"
      case .string(let string): value = "\"\(string)\""
      case let stored?: value = "\(stored.keyValueCodingValue(as: attribute.attributeType))"
      }
      return "\(attribute.name) = \(value)"
    }
    return
      "<\(type(of: self)): \(objectID.uriRepresentation().absoluteString)> (entity: \(entity.name ?? "?"); "
      + "data: {\(data.joined(separator: "; "))})"
  }
}
