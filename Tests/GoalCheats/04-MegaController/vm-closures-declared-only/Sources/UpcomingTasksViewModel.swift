final class UpcomingTasksViewModel {
  var sections: [String] = []
  var navigationTheme: Int = 0
  var sectionsDidChange: (() -> Void)?
}
