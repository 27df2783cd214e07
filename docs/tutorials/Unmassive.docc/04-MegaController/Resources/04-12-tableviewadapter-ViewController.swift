import Foundation
import HeadlessUIKit

class ViewController: UITableViewController {

  var upcomingTaskDataManager: UpcomingTaskDataManager!
  var now: (() -> Date)!
  var calendar: Calendar!
  var navigationThemeDidChangeHandler: ((NavigationTheme) -> Void)?
  var navigationTheme: NavigationTheme {
    return NavigationTheme(numberOfImminentTasks: upcomingTaskDataManager.totalNumberOfTasks)
  }

  private var upcomingTaskDataManagerTableViewAdapter:
    UpcomingTaskDataManagerTableViewAdapter<TaskTableViewCell>!

  override func viewDidLoad() {
    super.viewDidLoad()

    let now = self.now!
    let calendar = self.calendar!
    upcomingTaskDataManagerTableViewAdapter = UpcomingTaskDataManagerTableViewAdapter(
      tableView: tableView,
      upcomingTaskDataManager: upcomingTaskDataManager,
      cellReuseIdentifier: "Cell",
      cellConfigurationHandler: { cell, task in
        cell.viewData = TaskTableViewCell.ViewData(task: task, relativeToDate: now(), calendar: calendar)
      },
      didChangeHandler: { [weak self] in self?.updateNavigationBar() }
    )
    upcomingTaskDataManager.delegate = upcomingTaskDataManagerTableViewAdapter
    tableView.dataSource = upcomingTaskDataManagerTableViewAdapter

    updateNavigationBar()
  }

  func updateNavigationBar() {
    navigationThemeDidChangeHandler?(navigationTheme)
  }

  // @IBAction, connected to the add screen's Done button by an unwind segue in Main.storyboard.
  func unwindFromAddController(_ segue: AddCompletionSegue) {
    upcomingTaskDataManager.createTaskWithTitle(segue.taskTitle, dueDate: segue.taskDueDate)
  }
}
