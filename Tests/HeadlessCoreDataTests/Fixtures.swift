import Foundation
import HeadlessCoreData
import Testing

/// The MegaController's entity, written as the chapter writes it: a subclass with typed
/// properties over key-value access.
final class Task: NSManagedObject {
  var title: String? {
    get { value(forKey: "title") as? String }
    set { setValue(newValue, forKey: "title") }
  }

  var dueDate: Date? {
    get { value(forKey: "dueDate") as? Date }
    set { setValue(newValue, forKey: "dueDate") }
  }

  var id: String? {
    get { value(forKey: "id") as? String }
    set { setValue(newValue, forKey: "id") }
  }
}

/// A second entity, with an attribute to group by and one of every other type.
final class Item: NSManagedObject {}

@MainActor
func makeModel() -> NSManagedObjectModel {
  NSManagedObjectModel(entities: [
    NSEntityDescription(
      name: "Task", managedObjectClass: Task.self,
      attributes: [.string("title"), .date("dueDate"), .string("id")]),
    NSEntityDescription(
      name: "Item", managedObjectClass: Item.self,
      attributes: [
        .string("name"), .string("group"), .integer16("small"), .integer32("medium"), .integer64("large"),
        .double("ratio"), .float("weight"), .boolean("isDone"), .binaryData("payload"), .uuid("uuid"),
        .uri("link"), .date("when"),
      ]),
  ])
}

/// Day `number` after a fixed instant (a Wednesday in 2017), with a fractional second so that
/// dates must come back exactly.
func day(_ number: Int) -> Date {
  Date(timeIntervalSinceReferenceDate: 518_400_000.123_456 + Double(number) * 86_400)
}

/// A folder of its own for a test's store files, removed when the test ends.
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("HeadlessCoreDataTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  var storeURL: URL { url.appendingPathComponent("Tasks.sqlite") }
}

/// What an app does at launch: a coordinator on the store file, and a main-queue context.
@MainActor
func launch(storeAt url: URL?, type: String = NSSQLiteStoreType) throws -> NSManagedObjectContext {
  let coordinator = NSPersistentStoreCoordinator(managedObjectModel: makeModel())
  try coordinator.addPersistentStore(ofType: type, configurationName: nil, at: url, options: nil)
  let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
  context.persistentStoreCoordinator = coordinator
  return context
}

/// Inserts a task the way the MegaController does, by key.
@MainActor
@discardableResult
func insertTask(_ title: String, due: Date?, into context: NSManagedObjectContext) -> NSManagedObject {
  let task = NSEntityDescription.insertNewObject(forEntityName: "Task", into: context)
  task.setValue(title, forKey: "title")
  task.setValue(due, forKey: "dueDate")
  task.setValue("id-\(title)", forKey: "id")
  return task
}

/// The titles of every task in the context, sorted by due date.
@MainActor
func taskTitles(in context: NSManagedObjectContext) throws -> [String] {
  let request = NSFetchRequest<Task>(entityName: "Task")
  request.sortDescriptors = [NSSortDescriptor(key: "dueDate", ascending: true)]
  return try context.fetch(request).map { $0.title ?? "nil" }
}
