protocol UpcomingTasksDisplayLogic: AnyObject {}

protocol UpcomingTasksBusinessLogic {
  func fetchTasks()
}

protocol UpcomingTasksPresentationLogic {
  func presentTasks()
}

final class UpcomingTasksInteractor: UpcomingTasksBusinessLogic {
  func fetchTasks() {}
}

final class UpcomingTasksPresenter: UpcomingTasksPresentationLogic {
  func presentTasks() {}
}

extension ViewController: UpcomingTasksDisplayLogic {}
