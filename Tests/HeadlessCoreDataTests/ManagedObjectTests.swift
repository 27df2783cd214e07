import Foundation
import HeadlessCoreData
import Testing

@MainActor
@Suite("Models, managed objects and their context")
struct ManagedObjectTests {
  @Test("A model written with Core Data's classes works like one from the builder")
  func modelWithCoreDataClasses() throws {
    let title = NSAttributeDescription()
    title.name = "title"
    title.attributeType = .stringAttributeType
    let dueDate = NSAttributeDescription()
    dueDate.name = "dueDate"
    dueDate.attributeType = .dateAttributeType
    let entity = NSEntityDescription()
    entity.name = "Task"
    entity.properties = [title, dueDate]
    let model = NSManagedObjectModel()
    model.entities = [entity]
    #expect(model.entitiesByName["Task"]?.attributesByName["dueDate"]?.attributeValueClassName == "NSDate")
    #expect(title.entity === entity)

    let coordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
    try coordinator.addPersistentStore(
      ofType: NSInMemoryStoreType, configurationName: nil, at: nil, options: nil)
    let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    context.persistentStoreCoordinator = coordinator

    // As the MegaController inserts a task.
    let task = NSManagedObject(
      entity: context.persistentStoreCoordinator!.managedObjectModel.entitiesByName["Task"]!,
      insertInto: context)
    task.setValue("Write the chapter", forKey: "title")
    task.setValue(day(1), forKey: "dueDate")
    try context.save()
    let fetched = try context.fetch(NSFetchRequest<NSFetchRequestResult>(entityName: "Task"))
    #expect(fetched.count == 1)
    #expect(fetched.first === task)
  }

  @Test("An object's state follows insert, save, change, delete and save")
  func objectLifecycle() throws {
    let context = try launch(storeAt: nil, type: NSInMemoryStoreType)
    let task = Task(context: context)
    task.title = "Draft"
    #expect(task.entity.name == "Task")
    #expect(task.managedObjectContext === context)
    #expect(task.isInserted && !task.isUpdated && !task.isDeleted && task.hasChanges)
    #expect(task.changedValues().keys.sorted() == ["title"])
    #expect(context.insertedObjects == [task])
    #expect(
      task.description == "<Task: \(task.objectID.uriRepresentation().absoluteString)> (entity: Task; "
        + "data: {title = \"Draft\"; dueDate = nil; id = nil})")

    try context.save()
    #expect(!task.isInserted && !task.hasChanges && !context.hasChanges)
    #expect(task.changedValues().isEmpty)

    task.title = "Final"
    #expect(task.isUpdated && context.updatedObjects == [task])
    #expect(task.changedValues()["title"] as? String == "Final")
    #expect(task.committedValues(forKeys: ["title"])["title"] as? String == "Draft")
    context.rollback()
    #expect(task.title == "Draft" && !task.hasChanges)

    let id = task.objectID
    #expect(context.object(with: id) === task)
    context.delete(task)
    #expect(task.isDeleted && context.hasChanges)
    try context.save()
    #expect(!task.isDeleted && task.managedObjectContext == nil)
    #expect(throws: NSError.self) { try context.existingObject(with: id) }
  }

  @Test("Deleting a task that was never saved forgets it")
  func deleteUnsavedInsert() throws {
    let context = try launch(storeAt: nil, type: NSInMemoryStoreType)
    let task = insertTask("Oops", due: day(1), into: context)
    context.delete(task)
    #expect(!context.hasChanges)
    #expect(task.managedObjectContext == nil)
    #expect(try taskTitles(in: context).isEmpty)
  }

  @Test("Saving posts NSManagedObjectContextDidSave with the saved objects")
  func didSaveNotification() throws {
    let context = try launch(storeAt: nil, type: NSInMemoryStoreType)
    let task = insertTask("Announced", due: day(1), into: context)
    nonisolated(unsafe) var inserted: Set<NSManagedObject> = []
    let observer = NotificationCenter.default.addObserver(
      forName: .NSManagedObjectContextDidSave, object: context, queue: nil
    ) { notification in
      inserted = notification.userInfo?[NSInsertedObjectsKey] as? Set<NSManagedObject> ?? []
    }
    defer { NotificationCenter.default.removeObserver(observer) }
    try context.save()
    #expect(inserted == [task])
  }
}
