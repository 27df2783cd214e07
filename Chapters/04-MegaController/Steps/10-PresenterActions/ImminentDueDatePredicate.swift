import Foundation
import HeadlessCoreData

extension NSPredicate {
  /// Tasks due no later than `numberOfDays` days after `date`, overdue ones included.
  convenience init(forTasksWithinNumberOfDays numberOfDays: Int, ofDate date: Date, calendar: Calendar) {
    self.init(
      format: "dueDate <= %@", argumentArray: [calendar.date(byAdding: .day, value: numberOfDays, to: date)!])
  }
}
