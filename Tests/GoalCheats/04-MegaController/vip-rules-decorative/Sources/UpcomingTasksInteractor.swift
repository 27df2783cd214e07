import Foundation

final class UpcomingTasksInteractor {
  let unit = Calendar.current.dateComponents([.day], from: Date()).day
}
