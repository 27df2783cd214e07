import Foundation
import HeadlessCoreData
import MegaControllerKit
import Testing

@testable import MegaControllerUpcomingTasksRouter

// The VIP branch's interactor, alone: a spy presenter hears what it presents, and a worker spy
// answers its fetch with tasks the test made and writes down what it was asked to create and
// delete. The store's changes are the worker's delegate calls, made by the test.

@MainActor
@Suite("UpcomingTasksInteractor (VIP)")
struct UpcomingTasksInteractorTests {
  // MARK: Test doubles

  final class UpcomingTasksPresentationLogicSpy: UpcomingTasksPresentationLogic {
    var fetchedTasksResponses: [UpcomingTasks.FetchTasks.Response] = []
    var updatedTasksResponses: [UpcomingTasks.UpdateTasks.Response] = []

    func presentFetchedTasks(response: UpcomingTasks.FetchTasks.Response) {
      fetchedTasksResponses.append(response)
    }

    func presentUpdatedTasks(response: UpcomingTasks.UpdateTasks.Response) {
      updatedTasksResponses.append(response)
    }
  }

  final class UpcomingTasksWorkerSpy: UpcomingTasksWorker {
    var tasksToFetch: [NSManagedObject] = []
    var fetchedWindows: [(numberOfDays: Int, date: Date)] = []
    var createdTasks: [(title: String?, dueDate: Date)] = []
    var deletedTasks: [NSManagedObject] = []

    override var numberOfFetchedTasks: Int { tasksToFetch.count }

    override func fetchTasks(dueWithinNumberOfDays numberOfDays: Int, ofDate date: Date, calendar: Calendar)
      -> [NSManagedObject]
    {
      fetchedWindows.append((numberOfDays, date))
      return tasksToFetch
    }

    override func createTask(title: String?, dueDate: Date) {
      createdTasks.append((title, dueDate))
    }

    override func deleteTask(_ task: NSManagedObject) {
      deletedTasks.append(task)
    }
  }

  // MARK: Subject under test

  private let store = CoreDataStore.inMemory()
  private let worker: UpcomingTasksWorkerSpy
  private let presenter = UpcomingTasksPresentationLogicSpy()
  private let interactor: UpcomingTasksInteractor

  init() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "America/Los_Angeles")!
    worker = UpcomingTasksWorkerSpy(coreDataStore: store)
    interactor = UpcomingTasksInteractor(
      worker: worker, now: { MegaControllerWorld.start }, calendar: calendar)
    interactor.presenter = presenter
  }

  /// A task in the spy's store, due `days` calendar days after the start.
  private func task(_ title: String, dueInDays days: Int) -> NSManagedObject {
    let context = store.managedObjectContext
    let task = NSManagedObject(
      entity: context.persistentStoreCoordinator!.managedObjectModel.entitiesByName["Task"]!,
      insertInto: context)
    task.setValue(title, forKey: "title")
    task.setValue(MegaControllerWorld.date(days: days), forKey: "dueDate")
    return task
  }

  // MARK: Tests

  @Test(
    "FetchTasks asks for ten days from now and files each task by whole days: Now up to 2, Soon 3 to 5",
    arguments: [(-1, 0), (0, 0), (2, 0), (3, 1), (5, 1), (6, 2), (9, 2)])
  func fetchTasksFilesTasksInSections(dueInDays days: Int, section: Int) {
    worker.tasksToFetch = [task("Book flights", dueInDays: days)]

    interactor.fetchTasks(request: UpcomingTasks.FetchTasks.Request())

    #expect(worker.fetchedWindows.map(\.numberOfDays) == [10])
    #expect(worker.fetchedWindows.map(\.date) == [MegaControllerWorld.start])
    let response = try! #require(presenter.fetchedTasksResponses.last)
    #expect(
      response.taskSections.map { $0.map(\.title) } == (0..<3).map { $0 == section ? ["Book flights"] : [] })
    #expect(response.numberOfImminentTasks == 1)
  }

  @Test("AddTask hands the title and the due date to the worker")
  func addTaskCreatesTheTask() {
    interactor.addTask(
      request: UpcomingTasks.AddTask.Request(title: "Buy milk", dueDate: MegaControllerWorld.start))

    #expect(worker.createdTasks.map(\.title) == ["Buy milk"])
    #expect(worker.createdTasks.map(\.dueDate) == [MegaControllerWorld.start])
    #expect(presenter.updatedTasksResponses.isEmpty)
  }

  @Test("DeleteTask has the worker delete the task shown at that row")
  func deleteTaskDeletesTheTaskAtTheRow() {
    let flights = task("Book flights", dueInDays: 1)
    let passport = task("Renew passport", dueInDays: 3)
    let plumber = task("Call the plumber", dueInDays: 2)
    worker.tasksToFetch = [flights, plumber, passport]
    interactor.fetchTasks(request: UpcomingTasks.FetchTasks.Request())

    interactor.deleteTask(request: UpcomingTasks.DeleteTask.Request(indexPath: IndexPath(row: 1, section: 0)))
    interactor.deleteTask(request: UpcomingTasks.DeleteTask.Request(indexPath: IndexPath(row: 0, section: 1)))

    #expect(worker.deletedTasks == [plumber, passport])
  }

  @Test("A change of the store is presented once, with the rows it touched in order and the new sections")
  func storeChangesArePresentedWithTheirRows() {
    let flights = task("Book flights", dueInDays: 1)
    worker.tasksToFetch = [flights, task("Call the plumber", dueInDays: 2)]
    interactor.fetchTasks(request: UpcomingTasks.FetchTasks.Request())

    interactor.workerWillChangeTasks(worker)
    interactor.worker(worker, didInsertTask: task("Water the plants", dueInDays: 4))
    interactor.worker(worker, didInsertTask: task("Pay the rent", dueInDays: 0))
    interactor.worker(worker, didDeleteTask: flights)
    #expect(presenter.updatedTasksResponses.isEmpty)
    interactor.workerDidChangeTasks(worker)

    let response = try! #require(presenter.updatedTasksResponses.last)
    #expect(presenter.updatedTasksResponses.count == 1)
    #expect(
      response.rowChanges == [
        .insert(IndexPath(row: 0, section: 1)), .insert(IndexPath(row: 0, section: 0)),
        .delete(IndexPath(row: 1, section: 0)),
      ])
    #expect(
      response.taskSections.map { $0.map(\.title) } == [
        ["Pay the rent", "Call the plumber"], ["Water the plants"], [],
      ])
  }
}
