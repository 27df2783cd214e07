import Foundation
import Testing

@testable import MegaControllerFixes

// The repository's UpcomingTaskResultsCacheTests, against the final step's results cache.
struct UpcomingTaskResultsCacheTests {
  let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "America/Los_Angeles")!
    return calendar
  }()

  @Test func addingAndDeletingTaskChangesNothing() {
    let originalCache = UpcomingTaskResultsCache(
      initialTasksSortedAscendingByDate: [], baseDate: Date(timeIntervalSinceReferenceDate: 0),
      calendar: calendar)
    let task = MegaControllerFixes.Task(
      id: "a", title: "task", dueDate: Date(timeIntervalSinceReferenceDate: 0))

    var testCache = originalCache
    _ = testCache.insertTask(task)
    _ = testCache.deleteTask(task)
    #expect(testCache.sections == originalCache.sections)
  }

  @Test func addingTaskToEmptySection() {
    var cache = UpcomingTaskResultsCache(
      initialTasksSortedAscendingByDate: [], baseDate: Date(timeIntervalSinceReferenceDate: 0),
      calendar: calendar)
    let task = MegaControllerFixes.Task(
      id: "a", title: "task", dueDate: Date(timeIntervalSinceReferenceDate: 0))
    #expect(cache.insertTask(task) == IndexPath(row: 0, section: 0))
    #expect(cache.sections[0][0] == task)
  }

  @Test func addingEarlierTaskToSection() {
    let earlierTask = MegaControllerFixes.Task(
      id: "a", title: "earlier task", dueDate: Date(timeIntervalSinceReferenceDate: 0))
    let laterTask = MegaControllerFixes.Task(
      id: "b", title: "later task", dueDate: Date(timeIntervalSinceReferenceDate: 100))

    var cache = UpcomingTaskResultsCache(
      initialTasksSortedAscendingByDate: [laterTask], baseDate: Date(timeIntervalSinceReferenceDate: 0),
      calendar: calendar)
    _ = cache.insertTask(earlierTask)
    #expect(cache.sections[0] == [earlierTask, laterTask])
  }

  @Test func addingLaterTaskToSection() {
    let earlierTask = MegaControllerFixes.Task(
      id: "a", title: "earlier task", dueDate: Date(timeIntervalSinceReferenceDate: 0))
    let laterTask = MegaControllerFixes.Task(
      id: "b", title: "later task", dueDate: Date(timeIntervalSinceReferenceDate: 100))

    var cache = UpcomingTaskResultsCache(
      initialTasksSortedAscendingByDate: [earlierTask], baseDate: Date(timeIntervalSinceReferenceDate: 0),
      calendar: calendar)
    _ = cache.insertTask(laterTask)
    #expect(cache.sections[0] == [earlierTask, laterTask])
  }
}
