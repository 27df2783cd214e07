final class UpcomingTasksPresenter {
  func theme(tasks: Int) -> NavigationTheme {
    NavigationTheme(numberOfImminentTasks: tasks)
  }
}
