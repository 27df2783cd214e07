import Foundation

/// What the controller may do to the tasks: the data manager, by another name.
protocol TaskEditing: AnyObject {
  func removeTask(at indexPath: IndexPath)
  func addTask(title: String, dueDate: Date)
}

extension UpcomingTaskDataManager: TaskEditing {
  func removeTask(at indexPath: IndexPath) {
    deleteTask(taskSections[indexPath.section][indexPath.row])
  }

  func addTask(title: String, dueDate: Date) {
    createTaskWithTitle(title, dueDate: dueDate)
  }
}
