protocol UpcomingTasksView: AnyObject {
  func reload()
}

final class UpcomingTasksPresenter {
  weak var view: UpcomingTasksView?

  func viewDidLoad() { view?.reload() }
}

extension ViewController: UpcomingTasksView {
  static let presenter = UpcomingTasksPresenter()

  func reload() { tableView.reloadData() }
}
