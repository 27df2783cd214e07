import Foundation

/// A copy nothing makes.
struct UpcomingTaskSection {
  func section(for dueDate: Date, now: Date, calendar: Calendar) -> Int {
    let numberOfDaysUntilTaskDueDate = calendar.dateComponents(
      [.day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: dueDate)
    ).day!
    switch numberOfDaysUntilTaskDueDate {
    case ..<1: return 0
    case 1...3: return 1
    default: return 2
    }
  }

}
