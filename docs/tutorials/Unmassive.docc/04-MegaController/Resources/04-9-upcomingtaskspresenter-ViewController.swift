import Foundation
import HeadlessUIKit

class ViewController: UITableViewController, UpcomingTasksView, UIViewControllerTransitioningDelegate,
  UIViewControllerAnimatedTransitioning
{

  var presenter: UpcomingTasksPresenter!
  var upcomingTaskDataManager: UpcomingTaskDataManager!
  var navigationThemeDidChangeHandler: ((NavigationTheme) -> Void)?

  private var displayedSections: [DisplayedSection] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    presenter.viewDidLoad()
  }

  // MARK: UpcomingTasksView: what the presenter says to show

  func showSections(_ sections: [DisplayedSection]) {
    displayedSections = sections
    tableView.reloadData()
  }

  func updateSections(
    _ sections: [DisplayedSection], deletedRows: [IndexPath], insertedRows: [IndexPath]
  ) {
    displayedSections = sections
    tableView.beginUpdates()
    tableView.deleteRows(at: deletedRows, with: .automatic)
    tableView.insertRows(at: insertedRows, with: .automatic)
    tableView.endUpdates()
  }

  func showNavigationTheme(_ navigationTheme: NavigationTheme) {
    navigationThemeDidChangeHandler?(navigationTheme)
  }

  // MARK: The table

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    return true
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    upcomingTaskDataManager.deleteTask(upcomingTaskDataManager.taskSections[indexPath.section][indexPath.row])
  }

  override func numberOfSections(in tableView: UITableView) -> Int {
    return displayedSections.count
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    return displayedSections[section].title
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return displayedSections[section].tasks.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let displayedTask = displayedSections[indexPath.section].tasks[indexPath.row]

    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel!.text = displayedTask.title
    cell.detailTextLabel!.text = displayedTask.dueDate

    return cell
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
