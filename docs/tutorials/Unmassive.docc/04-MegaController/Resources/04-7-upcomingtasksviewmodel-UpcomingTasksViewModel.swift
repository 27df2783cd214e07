import Foundation

/// The upcoming tasks as the list shows them, and the navigation theme they call for: state that
/// the list observes. Each change of the data manager becomes new sections, reported with the
/// rows it inserted and deleted, and the theme their number calls for.
class UpcomingTasksViewModel: UpcomingTaskDataManagerDelegate {
  /// A section of the list: its header and its rows.
  struct Section: Equatable {
    let title: String
    let rows: [Row]
  }

  /// A row of the list: the task's title and when it is due ("tomorrow").
  struct Row: Equatable {
    let title: String?
    let dueDate: String
  }

  /// A row that a change inserted or deleted.
  enum RowChange: Equatable {
    case insert(IndexPath)
    case delete(IndexPath)
  }

  private(set) var sections: [Section] = []
  private(set) var navigationTheme = NavigationTheme.normal

  /// Called after every change of the tasks with the new sections and the rows it touched.
  var sectionsDidChange: (([Section], [RowChange]) -> Void)?
  /// Called with the theme after every change of the tasks, as the controller reported it.
  var navigationThemeDidChange: ((NavigationTheme) -> Void)?

  private let upcomingTaskDataManager: UpcomingTaskDataManager
  private let now: () -> Date
  private let calendar: Calendar
  private var rowChanges: [RowChange] = []

  init(upcomingTaskDataManager: UpcomingTaskDataManager, now: @escaping () -> Date, calendar: Calendar) {
    self.upcomingTaskDataManager = upcomingTaskDataManager
    self.now = now
    self.calendar = calendar
    upcomingTaskDataManager.delegate = self
    sections = sectionsForTasks()
    navigationTheme = NavigationTheme(numberOfImminentTasks: upcomingTaskDataManager.totalNumberOfTasks)
  }

  func deleteTask(at indexPath: IndexPath) {
    upcomingTaskDataManager.deleteTask(upcomingTaskDataManager.taskSections[indexPath.section][indexPath.row])
  }

  func createTaskWithTitle(_ title: String, dueDate: Date) {
    upcomingTaskDataManager.createTaskWithTitle(title, dueDate: dueDate)
  }

  // MARK: The data manager's changes

  func dataManagerWillChangeContent(_ dataManager: UpcomingTaskDataManager) {
    rowChanges = []
  }

  func dataManagerDidChangeContent(_ dataManager: UpcomingTaskDataManager) {
    sections = sectionsForTasks()
    sectionsDidChange?(sections, rowChanges)

    navigationTheme = NavigationTheme(numberOfImminentTasks: dataManager.totalNumberOfTasks)
    navigationThemeDidChange?(navigationTheme)
  }

  func dataManager(_ dataManager: UpcomingTaskDataManager, didInsertRowAtIndexPath indexPath: IndexPath) {
    rowChanges.append(.insert(indexPath))
  }

  func dataManager(_ dataManager: UpcomingTaskDataManager, didDeleteRowAtIndexPath indexPath: IndexPath) {
    rowChanges.append(.delete(indexPath))
  }

  // MARK: Sections

  private func sectionsForTasks() -> [Section] {
    let dateFormatter = RelativeTimeDateFormatter(calendar: calendar)
    return upcomingTaskDataManager.taskSections.enumerated().map { sectionIndex, tasks in
      Section(
        title: UpcomingTaskSection(rawValue: sectionIndex)!.title,
        rows: tasks.map { task in
          Row(
            title: task.value(forKey: "title") as! String?,
            dueDate: dateFormatter.stringForDate(
              task.value(forKey: "dueDate") as! Date, relativeToDate: now()
            )
            .lowercased())
        })
    }
  }
}
