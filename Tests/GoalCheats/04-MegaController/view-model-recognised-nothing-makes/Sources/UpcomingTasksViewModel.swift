final class UpcomingTasksViewModel {
  var sections: [String] = []
  var sectionsDidChange: (() -> Void)?

  func load() {}
}
