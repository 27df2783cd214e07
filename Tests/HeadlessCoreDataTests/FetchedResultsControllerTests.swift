import Foundation
import HeadlessCoreData
import Testing

/// Writes down every callback, as a line a reader can check.
@MainActor
final class RecordingDelegate: NSObject, NSFetchedResultsControllerDelegate {
  var events: [String] = []
  /// The controllers the callbacks came from.
  var controllers: [AnyObject] = []

  func take() -> [String] {
    defer { events = [] }
    return events
  }

  func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
    controllers.append(controller)
    events.append("will change")
  }

  func controller(
    _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
    at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
  ) {
    let title = (anObject as! NSManagedObject).value(forKey: "title") as? String ?? "?"
    let paths = [indexPath, newIndexPath].compactMap { $0.map { "\(Array($0))" } }
    events.append("\(type) \(title) \(paths.joined(separator: " → "))")
  }

  func controller(
    _ controller: NSFetchedResultsController<NSFetchRequestResult>,
    didChange sectionInfo: any NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int,
    for type: NSFetchedResultsChangeType
  ) {
    events.append("section \(type) \(sectionInfo.name) [\(sectionIndex)]")
  }

  func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
    let titles = (controller.fetchedObjects as! [NSManagedObject]).map {
      $0.value(forKey: "title") as? String ?? "nil"
    }
    events.append("did change: \(titles.joined(separator: " "))")
  }
}

/// The ways a context's pending changes get processed.
enum Processing: String, Sendable, CaseIterable {
  case processPendingChanges = "processPendingChanges()"
  case save = "save()"
  case endOfRunLoopEvent = "end of the run-loop event"

  @MainActor
  func run(_ context: NSManagedObjectContext) throws {
    switch self {
    case .processPendingChanges: context.processPendingChanges()
    case .save: try context.save()
    case .endOfRunLoopEvent: NSManagedObjectContext.processPendingChangesOfMainQueueContexts()
    }
  }
}

@MainActor
@Suite("NSFetchedResultsController")
struct FetchedResultsControllerTests {
  /// The MegaController's controller: tasks due by day 10, sorted by due date, A (day 1) and
  /// C (day 3) saved.
  private func megaController() throws -> (
    NSManagedObjectContext, NSFetchedResultsController<NSFetchRequestResult>, RecordingDelegate
  ) {
    let context = try launch(storeAt: nil, type: NSInMemoryStoreType)
    insertTask("A", due: day(1), into: context)
    insertTask("C", due: day(3), into: context)
    try context.save()
    let request = NSFetchRequest<NSFetchRequestResult>(entityName: "Task")
    request.sortDescriptors = [NSSortDescriptor(key: "dueDate", ascending: true)]
    request.predicate = NSPredicate(format: "dueDate <= %@", argumentArray: [day(10)])
    let controller = NSFetchedResultsController(
      fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: nil, cacheName: nil)
    let delegate = RecordingDelegate()
    controller.delegate = delegate
    try controller.performFetch()
    return (context, controller, delegate)
  }

  @Test(
    "Inserting and deleting call back in Core Data's order, when changes are processed",
    arguments: Processing.allCases)
  func insertAndDelete(processing: Processing) throws {
    let (context, controller, delegate) = try megaController()
    #expect(controller.sections?.count == 1)
    #expect(controller.sections?[0].numberOfObjects == 2)

    let b = insertTask("B", due: day(2), into: context)
    #expect(delegate.events.isEmpty, "nothing is reported before the changes are processed")
    try processing.run(context)
    #expect(delegate.take() == ["will change", "insert B [0, 1]", "did change: A B C"])
    #expect(controller.object(at: IndexPath(indexes: [0, 1])) === b)
    #expect(delegate.controllers.allSatisfy { $0 === controller })

    let a = try #require(controller.fetchedObjects?.first as? NSManagedObject)
    context.delete(a)
    try processing.run(context)
    #expect(delegate.take() == ["will change", "delete A [0, 0]", "did change: B C"])
    #expect(controller.sections?[0].numberOfObjects == 2)

    // One round reports every change since the last: deletions by old index path, then
    // insertions by new index path. A task due too late is not reported at all.
    context.delete(b)
    insertTask("Z", due: day(20), into: context)
    insertTask("D", due: day(4), into: context)
    insertTask("0", due: day(0), into: context)
    try processing.run(context)
    #expect(
      delegate.take() == [
        "will change", "delete B [0, 0]", "insert 0 [0, 0]", "insert D [0, 2]", "did change: 0 C D",
      ])

    insertTask("Later", due: day(30), into: context)
    try processing.run(context)
    #expect(delegate.events.isEmpty)
  }

  @Test("Changing a task reports an update, a move, or a delete when it no longer matches")
  func updatesAndMoves() throws {
    let (context, controller, delegate) = try megaController()
    let b = insertTask("B", due: day(2), into: context)
    context.processPendingChanges()
    _ = delegate.take()

    b.setValue("B2", forKey: "title")
    context.processPendingChanges()
    #expect(delegate.take() == ["will change", "update B2 [0, 1] → [0, 1]", "did change: A B2 C"])

    b.setValue(day(5), forKey: "dueDate")
    context.processPendingChanges()
    #expect(delegate.take() == ["will change", "move B2 [0, 1] → [0, 2]", "did change: A C B2"])

    b.setValue(day(11), forKey: "dueDate")
    context.processPendingChanges()
    #expect(delegate.take() == ["will change", "delete B2 [0, 2]", "did change: A C"])
    #expect(controller.fetchedObjects?.count == 2)
  }

  @Test("Rolling back reports the inverse changes at once")
  func rollback() throws {
    let (context, controller, delegate) = try megaController()
    let a = try #require(
      try context.fetch(NSFetchRequest<Task>(entityName: "Task")).first { $0.title == "A" })
    insertTask("B", due: day(2), into: context)
    context.delete(a)
    context.processPendingChanges()
    #expect(delegate.take() == ["will change", "delete A [0, 0]", "insert B [0, 0]", "did change: B C"])

    context.rollback()
    #expect(delegate.take() == ["will change", "delete B [0, 0]", "insert A [0, 0]", "did change: A C"])
    #expect(!context.hasChanges)
    #expect(!a.isDeleted)
    #expect(controller.fetchedObjects?.count == 2)
  }

  @Test("A typed controller hands its delegate a view of the same results")
  func typedController() throws {
    let context = try launch(storeAt: nil, type: NSInMemoryStoreType)
    insertTask("A", due: day(1), into: context)
    let request = NSFetchRequest<Task>(entityName: "Task")
    request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
    let controller = NSFetchedResultsController(
      fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: nil, cacheName: nil)
    let delegate = RecordingDelegate()
    controller.delegate = delegate
    try controller.performFetch()
    #expect(controller.fetchedObjects?.map(\.title) == ["A"])

    let b = Task(context: context)
    b.title = "B"
    context.processPendingChanges()
    #expect(delegate.take() == ["will change", "insert B [0, 1]", "did change: A B"])
    #expect(controller.object(at: IndexPath(indexes: [0, 1])).title == "B")
    #expect(controller.indexPath(forObject: b) == IndexPath(indexes: [0, 1]))
    let view = try #require(delegate.controllers.first as? NSFetchedResultsController<NSFetchRequestResult>)
    #expect(view.fetchedObjects?.count == 2)
    #expect(view.fetchRequest.entityName == "Task")
  }

  @Test("With a section-name key path, sections come and go with their objects")
  func sections() throws {
    let context = try launch(storeAt: nil, type: NSInMemoryStoreType)
    func insertItem(_ name: String, _ group: String) -> NSManagedObject {
      let item = NSEntityDescription.insertNewObject(forEntityName: "Item", into: context)
      item.setValue(name, forKey: "name")
      item.setValue(group, forKey: "group")
      return item
    }
    let apple = insertItem("apple", "fruit")
    _ = insertItem("leek", "veg")
    try context.save()

    let request = NSFetchRequest<Item>(entityName: "Item")
    request.sortDescriptors = [
      NSSortDescriptor(key: "group", ascending: true), NSSortDescriptor(key: "name", ascending: true),
    ]
    let controller = NSFetchedResultsController(
      fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: "group", cacheName: nil)
    let delegate = SectionRecordingDelegate()
    controller.delegate = delegate
    try controller.performFetch()
    #expect(controller.sections?.map(\.name) == ["fruit", "veg"])
    #expect(controller.sectionIndexTitles == ["F", "V"])

    _ = insertItem("almond", "nuts")
    context.delete(apple)
    try context.save()
    #expect(
      delegate.events == [
        "will change", "section delete fruit [0]", "section insert nuts [0]", "delete apple [0, 0]",
        "insert almond [0, 0]", "did change",
      ])
    #expect(controller.sections?.map { "\($0.name): \($0.numberOfObjects)" } == ["nuts: 1", "veg: 1"])
  }

  @Test("Without a delegate the controller keeps the results of its last fetch")
  func noDelegateNoTracking() throws {
    let (context, controller, delegate) = try megaController()
    controller.delegate = nil
    insertTask("B", due: day(2), into: context)
    context.processPendingChanges()
    #expect(controller.fetchedObjects?.count == 2)
    #expect(delegate.events.isEmpty)
    try controller.performFetch()
    #expect(controller.fetchedObjects?.count == 3)
  }
}

/// Records items' changes by name.
@MainActor
final class SectionRecordingDelegate: NSObject, NSFetchedResultsControllerDelegate {
  var events: [String] = []

  func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
    events.append("will change")
  }

  func controller(
    _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
    at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
  ) {
    let name = (anObject as! NSManagedObject).value(forKey: "name") as? String ?? "?"
    events.append("\(type) \(name) \(Array((indexPath ?? newIndexPath)!))")
  }

  func controller(
    _ controller: NSFetchedResultsController<NSFetchRequestResult>,
    didChange sectionInfo: any NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int,
    for type: NSFetchedResultsChangeType
  ) {
    events.append("section \(type) \(sectionInfo.name) [\(sectionIndex)]")
  }

  func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
    events.append("did change")
  }
}
