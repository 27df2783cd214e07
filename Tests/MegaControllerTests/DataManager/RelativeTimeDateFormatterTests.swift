import Foundation
import Testing

@testable import MegaControllerFixes

// The repository's RelativeTimeDateFormatterTests, against the final step's formatter, with the
// words for the past that the final step adds.
struct RelativeTimeDateFormatterTests {
  let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "America/Los_Angeles")!
    return calendar
  }()
  let baseDate = Date(timeIntervalSinceReferenceDate: 0)

  var dateFormatter: RelativeTimeDateFormatter { RelativeTimeDateFormatter(calendar: calendar) }

  @Test func todayDate() {
    let testDate = calendar.date(byAdding: .hour, value: 1, to: baseDate)!
    #expect(dateFormatter.stringForDate(testDate, relativeToDate: baseDate) == "Today")
  }

  @Test func tomorrowDate() {
    let testDate = calendar.date(byAdding: .day, value: 1, to: baseDate)!
    #expect(dateFormatter.stringForDate(testDate, relativeToDate: baseDate) == "Tomorrow")
  }

  @Test func laterDate() {
    let testDate = calendar.date(byAdding: .day, value: 4, to: baseDate)!
    #expect(dateFormatter.stringForDate(testDate, relativeToDate: baseDate) == "In 4 days")
  }

  @Test func yesterdayDate() {
    let testDate = calendar.date(byAdding: .day, value: -1, to: baseDate)!
    #expect(dateFormatter.stringForDate(testDate, relativeToDate: baseDate) == "Yesterday")
  }

  @Test func earlierDate() {
    let testDate = calendar.date(byAdding: .day, value: -3, to: baseDate)!
    #expect(dateFormatter.stringForDate(testDate, relativeToDate: baseDate) == "3 days ago")
  }
}
