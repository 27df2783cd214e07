import Foundation

/// A scratch pad of managed objects: insert, change and delete them, fetch them (pending
/// changes included), and save every pending change to the store at once, or roll them back.
///
/// **When observers hear about changes.** As in Core Data, inserting, deleting or changing an
/// object does not notify anyone by itself: the changes are *pending* until the context
/// processes them. Core Data's main-queue context does that at the end of the current
/// run-loop event; HeadlessCoreData does it, deterministically, when
/// - `processPendingChanges()` is called,
/// - `save()` starts (it processes first, as Core Data does),
/// - `rollback()` ends,
/// - the app's run loop finishes an event: whoever drives the app calls
///   `NSManagedObjectContext.processPendingChangesOfMainQueueContexts()` then (the World's
///   `settle()`, in the workbook).
/// Fetched-results controllers and `NSManagedObjectContextObjectsDidChange` observers are
/// notified at that moment, once for all the changes made since the last time.
@MainActor
open class NSManagedObjectContext {
  /// How the context is used from threads (always the main queue).
  public let concurrencyType: NSManagedObjectContextConcurrencyType
  /// Where fetches read and saves write.
  open var persistentStoreCoordinator: NSPersistentStoreCoordinator?
  /// A name, for debugging.
  open var name: String?

  /// Every registered object.
  private var registered = ObjectList()
  /// Saved objects by entity name and primary key: a row has one object per context.
  private var savedObjects: [String: [Int64: NSManagedObject]] = [:]
  /// Changes since the last save.
  private var pendingInserts = ObjectList()
  private var pendingUpdates = ObjectList()
  private var pendingDeletes = ObjectList()
  /// Changes since the last time pending changes were processed.
  private var unprocessed = ChangeBatch()
  private var isProcessingPendingChanges = false
  private var resultsTrackers: [WeakReference<FetchedResultsTracker>] = []

  private static var mainQueueContexts: [WeakReference<NSManagedObjectContext>] = []

  public init(concurrencyType: NSManagedObjectContextConcurrencyType) {
    self.concurrencyType = concurrencyType
    Self.mainQueueContexts.removeAll { $0.object == nil }
    Self.mainQueueContexts.append(WeakReference(self))
  }

  /// What the main run loop does for Core Data at the end of every event: every main-queue
  /// context still alive processes its pending changes, in the order they were created.
  public static func processPendingChangesOfMainQueueContexts() {
    mainQueueContexts.removeAll { $0.object == nil }
    for context in mainQueueContexts.compactMap(\.object) {
      context.processPendingChanges()
    }
  }

  // MARK: Objects and changes

  /// Objects inserted and not saved yet.
  open var insertedObjects: Set<NSManagedObject> { Set(pendingInserts.objects) }
  /// Saved objects changed and not saved yet.
  open var updatedObjects: Set<NSManagedObject> { Set(pendingUpdates.objects) }
  /// Saved objects deleted, the deletion not saved yet.
  open var deletedObjects: Set<NSManagedObject> { Set(pendingDeletes.objects) }
  /// Every object the context knows.
  open var registeredObjects: Set<NSManagedObject> { Set(registered.objects) }
  /// Whether anything is inserted, updated or deleted and not saved.
  open var hasChanges: Bool { !pendingInserts.isEmpty || !pendingUpdates.isEmpty || !pendingDeletes.isEmpty }

  /// Registers a new object: it will be saved at the next `save()`. Objects made with
  /// `init(entity:insertInto:)` or `insertNewObject(forEntityName:into:)` are inserted already.
  open func insert(_ object: NSManagedObject) {
    switch object.lifecycle {
    case .inserted, .saved:
      precondition(object.managedObjectContext === self, "An object can't be registered in two contexts.")
    case .deleted:
      precondition(object.managedObjectContext === self, "An object can't be registered in two contexts.")
      // Inserting a deleted object takes the deletion back.
      object.lifecycle = .saved
      pendingDeletes.remove(object)
      unprocessed.deleted.remove(object)
      unprocessed.updated.append(object)
    case .unregistered:
      if !object.objectID.isTemporaryID {
        // An object whose deletion was saved comes back as a new row.
        object.objectID = NSManagedObjectID(temporaryFor: object.entity)
        object.committedValues = nil
      }
      object.lifecycle = .inserted
      object.managedObjectContext = self
      object.insertionWasAnnounced = false
      registered.append(object)
      pendingInserts.append(object)
      unprocessed.inserted.append(object)
      object.awakeFromInsert()
    }
  }

  /// Marks an object for deletion: it leaves fetch results now, observers hear of it when the
  /// context processes pending changes, and its row goes at the next `save()`. Deleting an
  /// object that was inserted and not saved simply forgets it.
  open func delete(_ object: NSManagedObject) {
    guard object.managedObjectContext === self else {
      precondition(object.managedObjectContext == nil, "An object can only be deleted by its own context.")
      return
    }
    switch object.lifecycle {
    case .inserted:
      object.prepareForDeletion()
      pendingInserts.remove(object)
      unprocessed.inserted.remove(object)
      unprocessed.updated.remove(object)
      unprocessed.deleted.append(object)
      unregister(object)
    case .saved:
      object.prepareForDeletion()
      object.lifecycle = .deleted
      pendingUpdates.remove(object)
      pendingDeletes.append(object)
      unprocessed.updated.remove(object)
      unprocessed.deleted.append(object)
    case .deleted, .unregistered:
      break
    }
  }

  /// Records that `object` changed an attribute.
  func objectDidChange(_ object: NSManagedObject) {
    switch object.lifecycle {
    case .saved:
      pendingUpdates.append(object)
      unprocessed.updated.append(object)
    case .inserted:
      // Before its insertion is processed, a change is part of the insertion.
      if !unprocessed.inserted.contains(object) { unprocessed.updated.append(object) }
    case .deleted, .unregistered:
      break
    }
  }

  private func unregister(_ object: NSManagedObject) {
    registered.remove(object)
    if let primaryKey = object.objectID.primaryKey {
      savedObjects[object.entity.name ?? "", default: [:]][primaryKey] = nil
    }
    object.lifecycle = .unregistered
    object.managedObjectContext = nil
  }

  /// Whether `object` is currently part of this context's fetch results (registered, not
  /// deleted).
  func isLive(_ object: NSManagedObject) -> Bool {
    object.managedObjectContext === self && (object.lifecycle == .inserted || object.lifecycle == .saved)
  }

  // MARK: Processing pending changes

  /// Tells fetched-results controllers and `NSManagedObjectContextObjectsDidChange` observers
  /// about every change since the last time, at once. Changes made while they are being told
  /// are processed right after, in another round.
  open func processPendingChanges() {
    guard !isProcessingPendingChanges else { return }
    isProcessingPendingChanges = true
    defer { isProcessingPendingChanges = false }
    while !unprocessed.isEmpty {
      let batch = unprocessed
      unprocessed = ChangeBatch()
      deliver(batch)
    }
  }

  private func deliver(_ batch: ChangeBatch) {
    let changed = batch.inserted.objects + batch.updated.objects + batch.deleted.objects
    let updated = Set(batch.updated.objects.map(ObjectIdentifier.init))
    resultsTrackers.removeAll { $0.object == nil }
    for tracker in resultsTrackers.compactMap(\.object) {
      tracker.contextDidChange(changedObjects: changed, updatedObjects: updated)
    }

    let inserted = batch.inserted.objects.filter(isLive)
    let deleted = batch.deleted.objects.filter { $0.lifecycle == .deleted || $0.insertionWasAnnounced }
    for object in inserted { object.insertionWasAnnounced = true }
    for object in batch.deleted.objects { object.insertionWasAnnounced = false }
    let userInfo: [String: Set<NSManagedObject>] = [
      NSInsertedObjectsKey: Set(inserted), NSUpdatedObjectsKey: Set(batch.updated.objects.filter(isLive)),
      NSDeletedObjectsKey: Set(deleted),
    ].filter { !$0.value.isEmpty }
    if !userInfo.isEmpty {
      NotificationCenter.default.post(
        name: .NSManagedObjectContextObjectsDidChange, object: self, userInfo: userInfo)
    }
  }

  /// Registers a fetched-results controller to hear about processed changes.
  func addResultsTracker(_ tracker: FetchedResultsTracker) {
    resultsTrackers.removeAll { $0.object == nil }
    if !resultsTrackers.contains(where: { $0.object === tracker }) {
      resultsTrackers.append(WeakReference(tracker))
    }
  }

  // MARK: Fetching

  /// The objects `request` describes, pending changes included: inserted objects that match
  /// are there, deleted ones are not, and changed objects are judged by their current values.
  open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
    let objects = try fetchObjects(request.storage)
    return try objects.map { object in
      guard let result = object as? T else {
        throw CoreDataError(
          code: NSCoreDataError,
          description: "The fetch request returns \(type(of: object)) objects, which are not \(T.self).")
      }
      return result
    }
  }

  /// How many objects `fetch(_:)` would return.
  open func count<T>(for request: NSFetchRequest<T>) throws -> Int {
    try fetchObjects(request.storage).count
  }

  /// The registered object with this ID, loading it from the store if need be. An ID whose
  /// object does not exist is a programming error (Core Data's "could not fulfill a fault").
  open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
    do {
      return try existingObject(with: objectID)
    } catch {
      fatalError("CoreData could not fulfill a fault for '\(objectID)'")
    }
  }

  /// The object with this ID, registered or loaded from the store; throws if it does not exist.
  open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
    if let primaryKey = objectID.primaryKey {
      if let object = savedObjects[objectID.entityName]?[primaryKey] { return object }
      if let store = persistentStoreCoordinator?.sqliteStore,
        let row = try store.row(of: objectID.entity, primaryKey: primaryKey)
      {
        return register(row, of: objectID.entity, from: store)
      }
    } else if let object = pendingInserts.objects.first(where: { $0.objectID == objectID }) {
      return object
    }
    throw CoreDataError(
      code: NSManagedObjectReferentialIntegrityError,
      description: "The object with ID \(objectID) does not exist in this context or its store.")
  }

  func fetchObjects(_ request: FetchRequestStorage) throws -> [NSManagedObject] {
    let entity = try entity(for: request)
    guard let store = persistentStoreCoordinator?.sqliteStore else {
      throw CoreDataError(
        code: NSCoreDataError,
        description: "This context's coordinator has no persistent store: add one before fetching.")
    }
    var candidates: [NSManagedObject] = []
    for row in try store.rows(of: entity) {
      if let object = savedObjects[entity.name ?? ""]?[row.primaryKey] {
        if object.lifecycle == .saved { candidates.append(object) }
      } else {
        candidates.append(register(row, of: entity, from: store))
      }
    }
    candidates += pendingInserts.objects.filter { $0.entity.name == entity.name }
    return request.results(from: candidates)
  }

  func entity(for request: FetchRequestStorage) throws -> NSEntityDescription {
    if let entity = request.entity { return entity }
    guard let entityName = request.entityName else {
      throw CoreDataError(code: NSCoreDataError, description: "A fetch request must have an entity.")
    }
    guard let entity = persistentStoreCoordinator?.managedObjectModel.entitiesByName[entityName] else {
      throw CoreDataError(
        code: NSCoreDataError, description: "The model has no entity named '\(entityName)'.")
    }
    return entity
  }

  private func register(_ row: StoredRow, of entity: NSEntityDescription, from store: SQLiteStore)
    -> NSManagedObject
  {
    let object = entity.managedObjectClass.init(entity: entity, insertInto: nil)
    object.objectID = NSManagedObjectID(
      entity: entity, primaryKey: row.primaryKey, store: store.persistentStore)
    object.values = row.values
    object.committedValues = row.values
    object.lifecycle = .saved
    object.managedObjectContext = self
    registered.append(object)
    savedObjects[entity.name ?? "", default: [:]][row.primaryKey] = object
    object.awakeFromFetch()
    return object
  }

  // MARK: Saving and rolling back

  /// Writes every pending change (insertions, updates and deletions) to the store in one
  /// transaction. It first processes pending changes, then validates: a non-optional
  /// attribute without a value fails with `NSValidationMissingMandatoryPropertyError`. If
  /// anything fails, nothing is written and the changes stay pending.
  open func save() throws {
    processPendingChanges()
    guard hasChanges else { return }
    guard let store = persistentStoreCoordinator?.sqliteStore else {
      throw CoreDataError(
        code: NSPersistentStoreSaveError,
        description:
          "This NSPersistentStoreCoordinator has no persistent stores. It cannot perform a save operation.")
    }
    try validateForSave()

    NotificationCenter.default.post(name: .NSManagedObjectContextWillSave, object: self)
    let inserted = pendingInserts.objects
    let updated = pendingUpdates.objects
    let deleted = pendingDeletes.objects
    for object in inserted + updated + deleted { object.willSave() }

    let primaryKeys = try store.commit(
      StoreChanges(
        inserts: inserted.map { ($0.entity, $0.values) },
        updates: updated.compactMap { object in
          object.objectID.primaryKey.map { (object.entity, $0, object.values) }
        },
        deletes: deleted.compactMap { object in object.objectID.primaryKey.map { (object.entity, $0) } }))

    markSaved(inserted: inserted, primaryKeys: primaryKeys, updated: updated, deleted: deleted, in: store)

    for object in inserted + updated + deleted { object.didSave() }
    NotificationCenter.default.post(
      name: .NSManagedObjectContextDidSave, object: self,
      userInfo: [
        NSInsertedObjectsKey: Set(inserted), NSUpdatedObjectsKey: Set(updated),
        NSDeletedObjectsKey: Set(deleted),
      ])
  }

  /// What a successful commit does to the objects: inserted ones get their permanent IDs and
  /// join the saved objects, deleted ones leave the context, nothing is pending any more.
  private func markSaved(
    inserted: [NSManagedObject], primaryKeys: [Int64], updated: [NSManagedObject],
    deleted: [NSManagedObject], in store: SQLiteStore
  ) {
    for (object, primaryKey) in zip(inserted, primaryKeys) {
      object.objectID = NSManagedObjectID(
        entity: object.entity, primaryKey: primaryKey, store: store.persistentStore)
      object.lifecycle = .saved
      object.committedValues = object.values
      savedObjects[object.entity.name ?? "", default: [:]][primaryKey] = object
    }
    for object in updated { object.committedValues = object.values }
    for object in deleted { unregister(object) }
    pendingInserts = ObjectList()
    pendingUpdates = ObjectList()
    pendingDeletes = ObjectList()
  }

  private func validateForSave() throws {
    let errors = (pendingInserts.objects + pendingUpdates.objects).flatMap { object in
      object.entity.attributes.compactMap { Self.validationError(of: $0, in: object) }
    }
    if errors.count == 1 { throw errors[0] }
    if errors.count > 1 {
      throw CoreDataError(
        code: NSValidationMultipleErrorsError,
        description: "Multiple validation errors occurred: "
          + errors.map(\.localizedDescription).joined(separator: " "),
        userInfo: [NSDetailedErrorsKey: errors])
    }
  }

  /// Why an attribute's value cannot be saved: a required value is missing, or an integer does
  /// not fit its attribute's type. Nil when it can be saved.
  private static func validationError(of attribute: NSAttributeDescription, in object: NSManagedObject)
    -> NSError?
  {
    let value = object.values[attribute.name]
    if value == nil && !attribute.isOptional {
      return CoreDataError(
        code: NSValidationMissingMandatoryPropertyError,
        description: "\(attribute.name) is a required value (\(object.entity.name ?? "?")).",
        userInfo: [NSValidationKeyErrorKey: attribute.name, NSValidationObjectErrorKey: object])
    }
    guard case .integer(let integer) = value else { return nil }
    let range: ClosedRange<Int64>? =
      switch attribute.attributeType {
      case .integer16AttributeType: Int64(Int16.min)...Int64(Int16.max)
      case .integer32AttributeType: Int64(Int32.min)...Int64(Int32.max)
      default: nil
      }
    guard let range, !range.contains(integer) else { return nil }
    return CoreDataError(
      code: integer > range.upperBound ? NSValidationNumberTooLargeError : NSValidationNumberTooSmallError,
      description: "\(attribute.name) is out of range: \(integer) does not fit a \(attribute.attributeType).",
      userInfo: [
        NSValidationKeyErrorKey: attribute.name, NSValidationObjectErrorKey: object,
        NSValidationValueErrorKey: NSNumber(value: integer),
      ])
  }

  /// Throws every pending change away: inserted objects leave the context, deleted ones come
  /// back, changed ones get their saved values back. Observers are told at once.
  open func rollback() {
    let rolledBackInserts = pendingInserts.objects
    let restoredDeletes = pendingDeletes.objects
    let restored = pendingUpdates.objects + restoredDeletes
    for object in rolledBackInserts { unregister(object) }
    for object in restored {
      object.values = object.committedValues ?? [:]
      object.lifecycle = .saved
    }
    let neverProcessed = unprocessed.inserted.objects
    pendingInserts = ObjectList()
    pendingUpdates = ObjectList()
    pendingDeletes = ObjectList()
    unprocessed = ChangeBatch()
    for object in restoredDeletes { unprocessed.inserted.append(object) }
    for object in restored { unprocessed.updated.append(object) }
    for object in rolledBackInserts where !neverProcessed.contains(object) {
      unprocessed.deleted.append(object)
    }
    processPendingChanges()
  }

  /// Forgets every registered object and pending change, without telling observers (a
  /// fetched-results controller must `performFetch()` again, as with Core Data).
  open func reset() {
    for object in registered.objects {
      object.lifecycle = .unregistered
      object.managedObjectContext = nil
    }
    registered = ObjectList()
    savedObjects = [:]
    pendingInserts = ObjectList()
    pendingUpdates = ObjectList()
    pendingDeletes = ObjectList()
    unprocessed = ChangeBatch()
  }

  /// Runs `block` now: the main-queue context is already on its queue.
  open func performAndWait<T>(_ block: () throws -> T) rethrows -> T {
    try block()
  }
}
