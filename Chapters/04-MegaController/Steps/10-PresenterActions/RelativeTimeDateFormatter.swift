import Foundation

/// Says when a date falls relative to another, in calendar days: "Today", "Tomorrow",
/// "In 3 days".
struct RelativeTimeDateFormatter {
  let calendar: Calendar

  init(calendar: Calendar) {
    self.calendar = calendar
  }

  func stringForDate(_ date: Date, relativeToDate baseDate: Date) -> String {
    let beginningOfDate = calendar.startOfDay(for: date)
    let beginningOfBaseDate = calendar.startOfDay(for: baseDate)
    let numberOfCalendarDaysBetweenDates = calendar.dateComponents(
      [.day], from: beginningOfBaseDate, to: beginningOfDate
    ).day!

    switch numberOfCalendarDaysBetweenDates {
    case 0:
      return "Today"
    case 1:
      return "Tomorrow"
    default:
      return "In \(numberOfCalendarDaysBetweenDates) days"
    }
  }
}
