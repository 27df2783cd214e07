import CSQLite
import Foundation
import HeadlessCoreData
import Testing

@MainActor
@Suite("Saving to and reopening a store")
struct PersistenceTests {
  @Test("Every attribute type comes back exactly from the file, in a new coordinator")
  func roundTripThroughFile() throws {
    let folder = try TemporaryFolder()
    let uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
    do {
      let context = try launch(storeAt: folder.storeURL)
      let task = Task(context: context)
      task.title = "Buy milk"
      task.dueDate = day(2)
      task.id = "task-1"
      let item = NSEntityDescription.insertNewObject(forEntityName: "Item", into: context)
      let values: [(String, Any)] = [
        ("name", "Crème brûlée 🍮"), ("small", Int16.min), ("medium", 2_000_000), ("large", Int64.max),
        ("ratio", 0.1), ("weight", Float(2.5)), ("isDone", true), ("payload", Data([0, 1, 254, 255])),
        ("uuid", uuid), ("link", URL(string: "https://example.com/a?b=c")!), ("when", day(-30_000)),
      ]
      for (key, value) in values { item.setValue(value, forKey: key) }
      #expect(task.objectID.isTemporaryID)
      try context.save()
      #expect(!task.objectID.isTemporaryID)
      #expect(task.objectID.uriRepresentation().absoluteString == "x-coredata://Tasks/Task/p1")
    }

    let relaunched = try launch(storeAt: folder.storeURL)
    let tasks = try relaunched.fetch(NSFetchRequest<Task>(entityName: "Task"))
    try #require(tasks.count == 1)
    #expect(tasks[0].title == "Buy milk")
    #expect(tasks[0].dueDate == day(2))
    #expect(tasks[0].id == "task-1")
    #expect(tasks[0].objectID.uriRepresentation().absoluteString == "x-coredata://Tasks/Task/p1")

    let items = try relaunched.fetch(NSFetchRequest<NSManagedObject>(entityName: "Item"))
    try #require(items.count == 1)
    let item = items[0]
    #expect(item is Item)
    #expect(item.value(forKey: "name") as? String == "Crème brûlée 🍮")
    #expect(item.value(forKey: "group") == nil)
    #expect(item.value(forKey: "small") as? Int16 == Int16.min)
    #expect(item.value(forKey: "medium") as? Int == 2_000_000)
    #expect(item.value(forKey: "large") as? Int64 == Int64.max)
    #expect(item.value(forKey: "ratio") as? Double == 0.1)
    #expect(item.value(forKey: "weight") as? Float == 2.5)
    #expect(item.value(forKey: "isDone") as? Bool == true)
    #expect(item.value(forKey: "payload") as? Data == Data([0, 1, 254, 255]))
    #expect(item.value(forKey: "uuid") as? UUID == uuid)
    #expect(item.value(forKey: "link") as? URL == URL(string: "https://example.com/a?b=c"))
    #expect(item.value(forKey: "when") as? Date == day(-30_000))
  }

  @Test("Changes not saved are lost when the app relaunches")
  func unsavedChangesAreLost() throws {
    let folder = try TemporaryFolder()
    do {
      let context = try launch(storeAt: folder.storeURL)
      let saved = insertTask("Saved", due: day(1), into: context)
      try context.save()
      saved.setValue("Renamed", forKey: "title")
      insertTask("Never saved", due: day(2), into: context)
      context.processPendingChanges()
      #expect(try taskTitles(in: context) == ["Renamed", "Never saved"])
      #expect(context.hasChanges)
    }
    let relaunched = try launch(storeAt: folder.storeURL)
    #expect(try taskTitles(in: relaunched) == ["Saved"])
    #expect(!relaunched.hasChanges)
  }

  @Test("A pending delete is committed by a later save, as when the MegaController adds a task")
  func pendingDeleteIsCommittedByLaterSave() throws {
    let folder = try TemporaryFolder()
    do {
      let context = try launch(storeAt: folder.storeURL)
      let doomed = insertTask("Swiped away", due: day(1), into: context)
      insertTask("Kept", due: day(2), into: context)
      try context.save()
      context.delete(doomed)  // swipe-to-delete: no save
      #expect(doomed.isDeleted)
      #expect(context.deletedObjects == [doomed])
      insertTask("Added", due: day(3), into: context)
      try context.save()  // adding a task saves everything pending
      #expect(!doomed.isDeleted)
      #expect(doomed.managedObjectContext == nil)
      #expect(!context.hasChanges)
    }
    let relaunched = try launch(storeAt: folder.storeURL)
    #expect(try taskTitles(in: relaunched) == ["Kept", "Added"])
  }

  /// A file that cannot be a store, how it is made, and what the error must say.
  struct UnreadableStore: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let prepare: @Sendable (URL) throws -> Void
    let code: Int
    let reason: String

    static let all: [UnreadableStore] = [
      UnreadableStore(
        testDescription: "garbage bytes",
        prepare: { try Data("this is not a database, just text".utf8).write(to: $0) },
        code: CocoaError.Code.fileReadCorruptFile.rawValue, reason: "file is not a database (SQLite error 26)"
      ),
      UnreadableStore(
        testDescription: "a folder",
        prepare: { try FileManager.default.createDirectory(at: $0, withIntermediateDirectories: false) },
        code: NSPersistentStoreOpenError, reason: "unable to open database file (SQLite error 14)"),
      UnreadableStore(
        testDescription: "a file in a missing folder", prepare: { _ in },
        code: NSPersistentStoreOpenError, reason: "unable to open database file (SQLite error 14)"),
      UnreadableStore(
        testDescription: "an SQLite database that is not a store",
        prepare: writeForeignDatabase(to:),
        code: NSPersistentStoreIncompatibleSchemaError, reason: "not a Core Data store"),
    ]
  }

  @Test("An unreadable store file gives a clear error and is left untouched", arguments: UnreadableStore.all)
  func unreadableStoreFile(_ store: UnreadableStore) throws {
    let folder = try TemporaryFolder()
    let url =
      store.testDescription == "a file in a missing folder"
      ? folder.url.appendingPathComponent("missing/Tasks.sqlite") : folder.storeURL
    try store.prepare(url)
    let before = try? Data(contentsOf: url)

    let error = try #require(throws: NSError.self) { try launch(storeAt: url) }
    #expect(error.domain == NSCocoaErrorDomain)
    #expect(error.code == store.code)
    #expect(error.localizedDescription.contains(url.path))
    #expect(error.localizedDescription.contains(store.reason))
    #expect((try? Data(contentsOf: url)) == before)
  }

  @Test("A store made with another model is refused, not misread")
  func storeOfAnotherModel() throws {
    let folder = try TemporaryFolder()
    let otherModel = NSManagedObjectModel(entities: [
      NSEntityDescription(name: "Task", attributes: [.string("title"), .integer64("dueDate")])
    ])
    let coordinator = NSPersistentStoreCoordinator(managedObjectModel: otherModel)
    try coordinator.addPersistentStore(ofType: NSSQLiteStoreType, configurationName: nil, at: folder.storeURL)

    let error = try #require(throws: NSError.self) { try launch(storeAt: folder.storeURL) }
    #expect(error.code == NSPersistentStoreIncompatibleVersionHashError)
    #expect(error.localizedDescription.contains(folder.storeURL.path))
    #expect(error.localizedDescription.contains("Task(dueDate: integer64, title: string)"))
    #expect("\(error)".hasPrefix("Error Domain=NSCocoaErrorDomain Code=134100 \"The model used to open"))
  }

  @Test("An in-memory store saves and fetches, and each one starts empty")
  func inMemoryStore() throws {
    let context = try launch(storeAt: nil, type: NSInMemoryStoreType)
    insertTask("In memory", due: day(1), into: context)
    try context.save()
    #expect(try taskTitles(in: context) == ["In memory"])
    #expect(try taskTitles(in: launch(storeAt: nil, type: NSInMemoryStoreType)).isEmpty)
  }

  @Test("Saving fails on a missing required value or an out-of-range integer, and keeps the changes")
  func validation() throws {
    let model = NSManagedObjectModel(entities: [
      NSEntityDescription(
        name: "Task",
        attributes: [.string("title", isOptional: false), .integer16("priority", defaultValue: 1)])
    ])
    let coordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
    try coordinator.addPersistentStore(ofType: NSInMemoryStoreType, configurationName: nil, at: nil)
    let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    context.persistentStoreCoordinator = coordinator
    let task = NSEntityDescription.insertNewObject(forEntityName: "Task", into: context)
    #expect(task.value(forKey: "priority") as? Int == 1)

    let missing = try #require(throws: NSError.self) { try context.save() }
    #expect(missing.code == NSValidationMissingMandatoryPropertyError)
    #expect(missing.userInfo[NSValidationKeyErrorKey] as? String == "title")

    task.setValue(40_000, forKey: "priority")
    let both = try #require(throws: NSError.self) { try context.save() }
    #expect(both.code == NSValidationMultipleErrorsError)
    #expect((both.userInfo[NSDetailedErrorsKey] as? [NSError])?.map(\.code) == [1570, 1610])
    #expect(task.isInserted)

    task.setValue("Fixed", forKey: "title")
    task.setValue(7, forKey: "priority")
    try context.save()
    #expect(try context.count(for: NSFetchRequest<NSFetchRequestResult>(entityName: "Task")) == 1)
  }
}

/// Writes an SQLite database with one table of its own and none of Core Data's.
private func writeForeignDatabase(to url: URL) throws {
  var database: OpaquePointer?
  defer { sqlite3_close(database) }
  guard sqlite3_open(url.path, &database) == SQLITE_OK,
    sqlite3_exec(database, "CREATE TABLE notes (body TEXT)", nil, nil, nil) == SQLITE_OK
  else { throw CocoaError(.fileWriteUnknown) }
}
