import Foundation
import HeadlessUIKit

@MainActor
protocol UpcomingTasksDisplayLogic: AnyObject {
  func displayFetchedTasks(viewModel: UpcomingTasks.FetchTasks.ViewModel)
  func displayUpdatedTasks(viewModel: UpcomingTasks.UpdateTasks.ViewModel)
}

class ViewController: UITableViewController, UpcomingTasksDisplayLogic,
  UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning
{

  var interactor: (any UpcomingTasksBusinessLogic)?
  var navigationThemeDidChangeHandler: ((NavigationTheme) -> Void)?
  private(set) var navigationTheme = NavigationTheme.normal

  private var displayedSections: [UpcomingTasks.DisplayedSection] = []

  // MARK: Object lifecycle

  override init(style: UITableView.Style) {
    super.init(style: style)
    setup()
  }

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setup()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setup()
  }

  // MARK: Setup

  private func setup() {
    let viewController = self
    // The scene reads the device as iOS code does: the store in the documents folder here, the
    // clock and the calendar in the interactor's and the presenter's defaults (which tests replace).
    let documentsDirectory = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
    let worker = UpcomingTasksWorker(coreDataStore: CoreDataStore(documentsDirectory: documentsDirectory))
    let interactor = UpcomingTasksInteractor(worker: worker)
    let presenter = UpcomingTasksPresenter()
    viewController.interactor = interactor
    interactor.presenter = presenter
    presenter.viewController = viewController
  }

  // MARK: View lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()

    interactor?.fetchTasks(request: UpcomingTasks.FetchTasks.Request())
  }

  // MARK: Display logic

  func displayFetchedTasks(viewModel: UpcomingTasks.FetchTasks.ViewModel) {
    displayedSections = viewModel.displayedSections
    navigationTheme = viewModel.navigationTheme
    updateNavigationBar()
  }

  func displayUpdatedTasks(viewModel: UpcomingTasks.UpdateTasks.ViewModel) {
    displayedSections = viewModel.displayedSections
    tableView.beginUpdates()
    for rowChange in viewModel.rowChanges {
      switch rowChange {
      case .insert(let indexPath):
        tableView.insertRows(at: [indexPath], with: .automatic)
      case .delete(let indexPath):
        tableView.deleteRows(at: [indexPath], with: .automatic)
      }
    }
    tableView.endUpdates()

    navigationTheme = viewModel.navigationTheme
    updateNavigationBar()
  }

  // MARK: Table view

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    return true
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    interactor?.deleteTask(request: UpcomingTasks.DeleteTask.Request(indexPath: indexPath))
  }

  override func numberOfSections(in tableView: UITableView) -> Int {
    return displayedSections.count
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    return displayedSections[section].title
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return displayedSections[section].displayedTasks.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let displayedTask = displayedSections[indexPath.section].displayedTasks[indexPath.row]

    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel!.text = displayedTask.title
    cell.detailTextLabel!.text = displayedTask.dueDate

    return cell
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

    interactor?.addTask(
      request: UpcomingTasks.AddTask.Request(
        title: addViewController.textField.text, dueDate: addViewController.datePicker.date))
  }
}
