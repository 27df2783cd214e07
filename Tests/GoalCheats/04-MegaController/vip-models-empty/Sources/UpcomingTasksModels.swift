enum UpcomingTasks {
  enum FetchTasks {
    struct Request {}
    struct Response {}
    struct ViewModel {}
  }
}
