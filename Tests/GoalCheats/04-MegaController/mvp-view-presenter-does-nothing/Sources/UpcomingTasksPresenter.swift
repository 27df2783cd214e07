protocol UpcomingTasksView: AnyObject {}

final class UpcomingTasksPresenter {
  weak var view: UpcomingTasksView?

  func viewDidLoad() {}
}

extension ViewController: UpcomingTasksView {}
