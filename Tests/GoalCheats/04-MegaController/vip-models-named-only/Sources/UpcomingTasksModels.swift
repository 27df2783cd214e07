enum UpcomingTasks {
  enum FetchTasks {
    struct Request {}
    struct Response {}
    struct ViewModel {}
  }
}

typealias FetchRequest = UpcomingTasks.FetchTasks.Request
