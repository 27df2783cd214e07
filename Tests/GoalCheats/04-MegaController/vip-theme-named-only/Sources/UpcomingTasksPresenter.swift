final class UpcomingTasksPresenter {
  var theme: NavigationTheme?

  func present() {}
}
