import Foundation

/// Decides what the list of upcoming tasks shows: the sections under their titles, each task with
/// when it is due in words, and the theme their number calls for. It hears every change of the
/// tasks from the data manager, and tells its view what to display.
class UpcomingTasksPresenter: UpcomingTaskDataManagerDelegate {
  private weak var view: (any UpcomingTasksView)?
  private let upcomingTaskDataManager: UpcomingTaskDataManager
  private let now: () -> Date
  private let calendar: Calendar

  // The rows that the change under way touched, as the data manager reports them.
  private var deletedRows: [IndexPath] = []
  private var insertedRows: [IndexPath] = []

  /// A presenter for this view, of these tasks, that says when each is due from `now` in this
  /// calendar.
  init(
    view: any UpcomingTasksView, upcomingTaskDataManager: UpcomingTaskDataManager, now: @escaping () -> Date,
    calendar: Calendar
  ) {
    self.view = view
    self.upcomingTaskDataManager = upcomingTaskDataManager
    self.now = now
    self.calendar = calendar
  }

  // MARK: View lifecycle

  /// The list has loaded: it shows the tasks in their sections and the theme, and from now on
  /// every change of the tasks.
  func viewDidLoad() {
    upcomingTaskDataManager.delegate = self

    view?.showSections(displayedSections())
    view?.showNavigationTheme(navigationTheme)
  }

  // MARK: The data manager's changes

  func dataManagerWillChangeContent(_ dataManager: UpcomingTaskDataManager) {
    deletedRows = []
    insertedRows = []
  }

  func dataManagerDidChangeContent(_ dataManager: UpcomingTaskDataManager) {
    view?.updateSections(displayedSections(), deletedRows: deletedRows, insertedRows: insertedRows)

    view?.showNavigationTheme(navigationTheme)
  }

  func dataManager(_ dataManager: UpcomingTaskDataManager, didInsertRowAtIndexPath indexPath: IndexPath) {
    insertedRows.append(indexPath)
  }

  func dataManager(_ dataManager: UpcomingTaskDataManager, didDeleteRowAtIndexPath indexPath: IndexPath) {
    deletedRows.append(indexPath)
  }

  // MARK: What the list shows

  private var navigationTheme: NavigationTheme {
    return NavigationTheme(numberOfImminentTasks: upcomingTaskDataManager.totalNumberOfTasks)
  }

  private func displayedSections() -> [DisplayedSection] {
    let dateFormatter = RelativeTimeDateFormatter(calendar: calendar)
    return upcomingTaskDataManager.taskSections.enumerated().map { sectionIndex, tasks in
      DisplayedSection(
        title: UpcomingTaskSection(rawValue: sectionIndex)!.title,
        tasks: tasks.map { task in
          DisplayedTask(
            title: task.title,
            dueDate: dateFormatter.stringForDate(task.dueDate, relativeToDate: now()).lowercased())
        })
    }
  }
}
