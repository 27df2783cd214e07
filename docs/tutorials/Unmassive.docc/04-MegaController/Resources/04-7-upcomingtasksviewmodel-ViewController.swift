import Foundation
import HeadlessUIKit

class ViewController: UITableViewController, UIViewControllerTransitioningDelegate,
  UIViewControllerAnimatedTransitioning
{

  var upcomingTasksViewModel: UpcomingTasksViewModel!
  var navigationThemeDidChangeHandler: ((NavigationTheme) -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    upcomingTasksViewModel.sectionsDidChange = { [weak self] _, rowChanges in
      self?.applyRowChanges(rowChanges)
    }
    upcomingTasksViewModel.navigationThemeDidChange = { [weak self] navigationTheme in
      self?.navigationThemeDidChangeHandler?(navigationTheme)
    }

    navigationThemeDidChangeHandler?(upcomingTasksViewModel.navigationTheme)
  }

  private func applyRowChanges(_ rowChanges: [UpcomingTasksViewModel.RowChange]) {
    tableView.beginUpdates()
    for rowChange in rowChanges {
      switch rowChange {
      case .insert(let indexPath):
        tableView.insertRows(at: [indexPath], with: .automatic)
      case .delete(let indexPath):
        tableView.deleteRows(at: [indexPath], with: .automatic)
      }
    }
    tableView.endUpdates()
  }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    return true
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    upcomingTasksViewModel.deleteTask(at: indexPath)
  }

  override func numberOfSections(in tableView: UITableView) -> Int {
    return upcomingTasksViewModel.sections.count
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    return upcomingTasksViewModel.sections[section].title
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return upcomingTasksViewModel.sections[section].rows.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let row = upcomingTasksViewModel.sections[indexPath.section].rows[indexPath.row]

    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel!.text = row.title
    cell.detailTextLabel!.text = row.dueDate

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

    upcomingTasksViewModel.createTaskWithTitle(
      addViewController.textField.text!, dueDate: addViewController.datePicker.date)
  }
}
