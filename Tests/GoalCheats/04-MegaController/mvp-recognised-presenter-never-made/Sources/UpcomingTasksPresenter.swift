final class UpcomingTasksPresenter {
  var upcomingTaskDataManager: UpcomingTaskDataManager!

  func viewDidLoad() {}

  func numberOfSections() -> Int { upcomingTaskDataManager.taskSections.count }
}
