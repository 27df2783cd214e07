import Foundation

@MainActor
protocol UpcomingTasksPresentationLogic {
  func presentFetchedTasks(response: UpcomingTasks.FetchTasks.Response)
  func presentUpdatedTasks(response: UpcomingTasks.UpdateTasks.Response)
}

/// The scene's presentation logic: section titles, when each task is due in words, and the
/// navigation theme for the number of tasks.
class UpcomingTasksPresenter: UpcomingTasksPresentationLogic {
  weak var viewController: (any UpcomingTasksDisplayLogic)?
  private let now: () -> Date
  private let calendar: Calendar

  /// The device's clock and calendar unless a test hands it others.
  init(now: @escaping () -> Date = { Date() }, calendar: Calendar = Calendar.current) {
    self.now = now
    self.calendar = calendar
  }

  func presentFetchedTasks(response: UpcomingTasks.FetchTasks.Response) {
    viewController?.displayFetchedTasks(
      viewModel: UpcomingTasks.FetchTasks.ViewModel(
        displayedSections: displayedSections(response.taskSections),
        navigationTheme: NavigationTheme(numberOfImminentTasks: response.numberOfImminentTasks)))
  }

  func presentUpdatedTasks(response: UpcomingTasks.UpdateTasks.Response) {
    viewController?.displayUpdatedTasks(
      viewModel: UpcomingTasks.UpdateTasks.ViewModel(
        rowChanges: response.rowChanges, displayedSections: displayedSections(response.taskSections),
        navigationTheme: NavigationTheme(numberOfImminentTasks: response.numberOfImminentTasks)))
  }

  private func displayedSections(
    _ taskSections: [[UpcomingTasks.UpcomingTask]]
  ) -> [UpcomingTasks.DisplayedSection] {
    let dateFormatter = RelativeTimeDateFormatter(calendar: calendar)
    return taskSections.enumerated().map { section, tasks in
      UpcomingTasks.DisplayedSection(
        title: titleForSection(section),
        displayedTasks: tasks.map { task in
          UpcomingTasks.DisplayedTask(
            title: task.title,
            dueDate: dateFormatter.stringForDate(task.dueDate, relativeToDate: now()).lowercased())
        })
    }
  }

  private func titleForSection(_ section: Int) -> String {
    switch section {
    case 0:
      return "Now"
    case 1:
      return "Soon"
    case 2:
      return "Upcoming"
    default:
      fatalError("Unexpected section")
    }
  }
}
