import Foundation
import HeadlessCoreData

@MainActor
protocol UpcomingTasksBusinessLogic {
  func fetchTasks(request: UpcomingTasks.FetchTasks.Request)
  func addTask(request: UpcomingTasks.AddTask.Request)
  func deleteTask(request: UpcomingTasks.DeleteTask.Request)
}

/// The scene's business logic: which tasks are upcoming, in which section each one goes, and
/// which row each change of the store touches.
class UpcomingTasksInteractor: UpcomingTasksBusinessLogic, UpcomingTasksWorkerDelegate {
  var presenter: (any UpcomingTasksPresentationLogic)?
  let worker: UpcomingTasksWorker
  private let now: () -> Date
  private let calendar: Calendar

  private var taskSections: [[NSManagedObject]] = [[], [], []]
  private var rowChanges: [UpcomingTasks.RowChange] = []

  /// The device's clock and calendar unless a test hands it others.
  init(
    worker: UpcomingTasksWorker, now: @escaping () -> Date = { Date() }, calendar: Calendar = Calendar.current
  ) {
    self.worker = worker
    self.now = now
    self.calendar = calendar
    worker.delegate = self
  }

  // MARK: Use cases

  func fetchTasks(request: UpcomingTasks.FetchTasks.Request) {
    for task in worker.fetchTasks(dueWithinNumberOfDays: 10, ofDate: now(), calendar: calendar) {
      taskSections[sectionIndexForTask(task)].append(task)
    }
    presenter?.presentFetchedTasks(
      response: UpcomingTasks.FetchTasks.Response(
        taskSections: tasksInSections, numberOfImminentTasks: worker.numberOfFetchedTasks))
  }

  func addTask(request: UpcomingTasks.AddTask.Request) {
    worker.createTask(title: request.title, dueDate: request.dueDate)
  }

  func deleteTask(request: UpcomingTasks.DeleteTask.Request) {
    worker.deleteTask(taskSections[request.indexPath.section][request.indexPath.row])
  }

  // MARK: Changes in the store

  func workerWillChangeTasks(_ worker: UpcomingTasksWorker) {
    rowChanges = []
  }

  func workerDidChangeTasks(_ worker: UpcomingTasksWorker) {
    presenter?.presentUpdatedTasks(
      response: UpcomingTasks.UpdateTasks.Response(
        rowChanges: rowChanges, taskSections: tasksInSections,
        numberOfImminentTasks: worker.numberOfFetchedTasks))
  }

  func worker(_ worker: UpcomingTasksWorker, didInsertTask task: NSManagedObject) {
    let insertedTaskDate = task.value(forKey: "dueDate") as! Date
    let sectionIndex = sectionIndexForTask(task)
    let insertionIndex =
      taskSections[sectionIndex].firstIndex { task in
        let otherTaskDate = task.value(forKey: "dueDate") as! Date
        return insertedTaskDate.compare(otherTaskDate) == .orderedAscending
      } ?? taskSections[sectionIndex].count
    taskSections[sectionIndex].insert(task, at: insertionIndex)
    rowChanges.append(.insert(IndexPath(row: insertionIndex, section: sectionIndex)))
  }

  func worker(_ worker: UpcomingTasksWorker, didDeleteTask task: NSManagedObject) {
    let sectionIndex = sectionIndexForTask(task)
    let deletedTaskIndex = taskSections[sectionIndex].firstIndex(of: task)!
    taskSections[sectionIndex].remove(at: deletedTaskIndex)
    rowChanges.append(.delete(IndexPath(row: deletedTaskIndex, section: sectionIndex)))
  }

  // MARK: Sections

  private var tasksInSections: [[UpcomingTasks.UpcomingTask]] {
    return taskSections.map { tasks in
      tasks.map { task in
        UpcomingTasks.UpcomingTask(
          title: task.value(forKey: "title") as! String?, dueDate: task.value(forKey: "dueDate") as! Date)
      }
    }
  }

  private func sectionIndexForTask(_ task: NSManagedObject) -> Int {
    let date = task.value(forKey: "dueDate") as! Date
    let numberOfDaysUntilTaskDueDate = calendar.dateComponents([.day], from: now(), to: date).day!
    switch numberOfDaysUntilTaskDueDate {
    case -Int.max...2:
      return 0
    case 3...5:
      return 1
    default:
      return 2
    }
  }
}
