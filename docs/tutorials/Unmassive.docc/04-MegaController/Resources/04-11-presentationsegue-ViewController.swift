import Foundation
import HeadlessUIKit

class ViewController: UITableViewController, UpcomingTaskDataManagerDelegate {

  var upcomingTaskDataManager: UpcomingTaskDataManager!
  var now: (() -> Date)!
  var calendar: Calendar!
  var navigationThemeDidChangeHandler: ((NavigationTheme) -> Void)?
  var navigationTheme: NavigationTheme {
    return NavigationTheme(numberOfImminentTasks: upcomingTaskDataManager.totalNumberOfTasks)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    upcomingTaskDataManager.delegate = self

    updateNavigationBar()
  }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    return true
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    upcomingTaskDataManager.deleteTask(upcomingTaskDataManager.taskSections[indexPath.section][indexPath.row])
  }

  override func numberOfSections(in tableView: UITableView) -> Int {
    return upcomingTaskDataManager.taskSections.count
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    return UpcomingTaskSection(rawValue: section)!.title
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return upcomingTaskDataManager.taskSections[section].count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let task = upcomingTaskDataManager.taskSections[indexPath.section][indexPath.row]

    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) as! TaskTableViewCell
    cell.viewData = TaskTableViewCell.ViewData(task: task, relativeToDate: now(), calendar: calendar)
    return cell
  }

  func dataManagerWillChangeContent(_ dataManager: UpcomingTaskDataManager) {
    tableView.beginUpdates()
  }

  func dataManagerDidChangeContent(_ dataManager: UpcomingTaskDataManager) {
    tableView.endUpdates()

    updateNavigationBar()
  }

  func dataManager(_ dataManager: UpcomingTaskDataManager, didInsertRowAtIndexPath indexPath: IndexPath) {
    tableView.insertRows(at: [indexPath], with: .automatic)
  }

  func dataManager(_ dataManager: UpcomingTaskDataManager, didDeleteRowAtIndexPath indexPath: IndexPath) {
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  func updateNavigationBar() {
    navigationThemeDidChangeHandler?(navigationTheme)
  }

  // @IBAction, connected to the add screen's Done button by an unwind segue in Main.storyboard.
  func unwindFromAddController(_ segue: AddCompletionSegue) {
    upcomingTaskDataManager.createTaskWithTitle(segue.taskTitle, dueDate: segue.taskDueDate)
  }
}
