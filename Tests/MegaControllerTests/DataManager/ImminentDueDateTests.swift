import Foundation
import HeadlessCoreData
import Testing

@testable import MegaControllerFixes

// The repository's ImminentDueDateTests, against the final step's predicate.
struct ImminentDueDateTests {
  static let calendar = Calendar(identifier: .gregorian)
  static let referenceDate = Date(timeIntervalSinceReferenceDate: 0)
  let oneDayPredicate = NSPredicate(
    forTasksWithinNumberOfDays: 1, ofDate: Self.referenceDate, calendar: Self.calendar)

  @Test func predicateMatchesDatesWithinBounds() {
    #expect(oneDayPredicate.evaluate(with: ["dueDate": Date(timeIntervalSinceReferenceDate: 1000)]))
  }

  @Test func predicateDoesNotMatchFurtherDates() {
    let twoDays = Self.calendar.date(byAdding: .day, value: 2, to: Self.referenceDate)!
    #expect(!oneDayPredicate.evaluate(with: ["dueDate": twoDays]))
  }
}
