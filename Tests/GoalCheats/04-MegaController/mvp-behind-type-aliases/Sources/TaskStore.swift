typealias Store = UpcomingTaskDataManager
typealias Section = UpcomingTaskSection
typealias DueDateFormatter = RelativeTimeDateFormatter

extension Store {
  var tasks: [[Task]] { taskSections }
}
