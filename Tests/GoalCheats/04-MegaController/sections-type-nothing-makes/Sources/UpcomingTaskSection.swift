import Foundation

enum UpcomingTaskSection {
  static let names = [titleForHeaderInSection(0), titleForHeaderInSection(1)]
}

struct UpcomingTaskSectionRules {
  func number(_ numberOfDaysUntilTaskDueDate: Int) -> Int { numberOfDaysUntilTaskDueDate }
}
