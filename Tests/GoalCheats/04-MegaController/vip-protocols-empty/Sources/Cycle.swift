protocol UpcomingTasksDisplayLogic: AnyObject {}

protocol UpcomingTasksBusinessLogic {}

protocol UpcomingTasksPresentationLogic {}

final class UpcomingTasksInteractor: UpcomingTasksBusinessLogic {}

final class UpcomingTasksPresenter: UpcomingTasksPresentationLogic {}

extension ViewController: UpcomingTasksDisplayLogic {}
