final class UpcomingTasksInteractor {
  func fetchTasks() {}
}
