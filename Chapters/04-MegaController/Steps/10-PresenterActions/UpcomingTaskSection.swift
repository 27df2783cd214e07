import Foundation

/// The list's sections, by whole days between the base date and a task's due date.
enum UpcomingTaskSection: Int {
  case now
  case soon
  case upcoming

  init(forTaskDueDate date: Date, baseDate: Date, calendar: Calendar) {
    let numberOfDaysUntilTaskDueDate = calendar.dateComponents([.day], from: baseDate, to: date).day!
    switch numberOfDaysUntilTaskDueDate {
    case -Int.max...2:
      self = .now
    case 3...5:
      self = .soon
    default:
      self = .upcoming
    }
  }

  var title: String {
    switch self {
    case .now: return "Now"
    case .soon: return "Soon"
    case .upcoming: return "Upcoming"
    }
  }

  static var numberOfSections: Int {
    return 3
  }
}
