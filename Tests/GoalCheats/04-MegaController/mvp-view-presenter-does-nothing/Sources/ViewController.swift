import Foundation
import HeadlessUIKit

class ViewController: UITableViewController, UpcomingTaskDataManagerDelegate,
  UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning
{

  var upcomingTaskDataManager: UpcomingTaskDataManager!
  var now: (() -> Date)!
  var calendar: Calendar!
  var navigationThemeDidChangeHandler: ((NavigationTheme) -> Void)?
  var navigationTheme: NavigationTheme {
    return NavigationTheme(numberOfImminentTasks: upcomingTaskDataManager.totalNumberOfTasks)
  }

  let presenter = UpcomingTasksPresenter()

  override func viewDidLoad() {
    presenter.viewDidLoad()
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

    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel!.text = task.title
    cell.detailTextLabel!.text = RelativeTimeDateFormatter(calendar: calendar).stringForDate(
      task.dueDate, relativeToDate: now()
    ).lowercased()

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

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.destination is AddViewController {
      segue.destination.modalPresentationStyle = .overFullScreen
      segue.destination.transitioningDelegate = self
    }
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    return self
  }

  func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )? {
    return self
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    if transitionContext.viewController(forKey: .to) is AddViewController {
      let addView = transitionContext.view(forKey: .to)
      addView!.alpha = 0
      transitionContext.containerView.addSubview(addView!)
      UIView.animate(
        withDuration: 0.4,
        animations: {
          addView!.alpha = 1.0
        },
        completion: { didComplete in
          transitionContext.completeTransition(didComplete)
        })
    } else if transitionContext.viewController(forKey: .from) is AddViewController {
      let addView = transitionContext.view(forKey: .from)
      UIView.animate(
        withDuration: 0.4,
        animations: {
          addView!.alpha = 0.0
        },
        completion: { didComplete in
          transitionContext.completeTransition(didComplete)
        })
    }
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    return 0.4
  }

  // @IBAction, connected to the add screen's Done button by an unwind segue in Main.storyboard.
  func unwindFromAddController(_ sender: UIStoryboardSegue) {
    let addViewController = (sender.source as! AddViewController)

    upcomingTaskDataManager.createTaskWithTitle(
      addViewController.textField.text!, dueDate: addViewController.datePicker.date)
  }
}
