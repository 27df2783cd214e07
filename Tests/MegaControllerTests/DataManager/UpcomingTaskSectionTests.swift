import Foundation
import Testing

@testable import MegaControllerFixes

// The repository's UpcomiungTaskSectionTests (sic), against the final step's UpcomingTaskSection.
struct UpcomingTaskSectionTests {
  let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "America/Los_Angeles")!
    return calendar
  }()
  let baseDate = Date(timeIntervalSinceReferenceDate: 0)

  @Test func taskAtBaseDateIsInNowSection() {
    #expect(UpcomingTaskSection(forTaskDueDate: baseDate, baseDate: baseDate, calendar: calendar) == .now)
  }

  @Test func taskInSeveralDaysIsInSoonSection() {
    let soonDate = calendar.date(byAdding: .day, value: 3, to: baseDate)!
    #expect(UpcomingTaskSection(forTaskDueDate: soonDate, baseDate: baseDate, calendar: calendar) == .soon)
  }

  @Test func taskInManyDaysIsInUpcomingSection() {
    let upcomingDate = calendar.date(byAdding: .day, value: 10, to: baseDate)!
    #expect(
      UpcomingTaskSection(forTaskDueDate: upcomingDate, baseDate: baseDate, calendar: calendar) == .upcoming)
  }
}
