import Foundation
import MegaControllerKit
import Testing

@testable import MegaControllerAdapter
@testable import MegaControllerCoreDataStore
@testable import MegaControllerDataManager
@testable import MegaControllerFixes
@testable import MegaControllerRelativeDates
@testable import MegaControllerViewData

/// The device's calendar in the scenarios: Gregorian, in Cupertino.
let cupertino: Calendar = {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: "America/Los_Angeles")!
  return calendar
}()

/// Another calendar, seventeen hours ahead of Cupertino in June.
let tokyo: Calendar = {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: "Asia/Tokyo")!
  return calendar
}()

/// The World's start, 21:41 on Monday 5 June 2017 in Cupertino, plus some hours.
func start(plusHours hours: Double) -> Date {
  MegaControllerWorld.start.addingTimeInterval(hours * 3_600)
}

/// One step's `RelativeTimeDateFormatter`: what it says for a date relative to a base date.
struct FormatterUnderTest: Sendable, CustomStringConvertible {
  let step: String
  /// Whether it has step 7's words for the past.
  let saysYesterday: Bool
  let string: @Sendable (_ date: Date, _ baseDate: Date, _ calendar: Calendar) -> String

  var description: String { step }
}

let formatters: [FormatterUnderTest] = [
  FormatterUnderTest(step: "2-relativedates", saysYesterday: false) {
    MegaControllerRelativeDates.RelativeTimeDateFormatter(calendar: $2).stringForDate($0, relativeToDate: $1)
  },
  FormatterUnderTest(step: "3-coredatastore", saysYesterday: false) {
    MegaControllerCoreDataStore.RelativeTimeDateFormatter(calendar: $2).stringForDate($0, relativeToDate: $1)
  },
  FormatterUnderTest(step: "4-datamanager", saysYesterday: false) {
    MegaControllerDataManager.RelativeTimeDateFormatter(calendar: $2).stringForDate($0, relativeToDate: $1)
  },
  FormatterUnderTest(step: "5-viewdata", saysYesterday: false) {
    MegaControllerViewData.RelativeTimeDateFormatter(calendar: $2).stringForDate($0, relativeToDate: $1)
  },
  FormatterUnderTest(step: "6-adapter", saysYesterday: false) {
    MegaControllerAdapter.RelativeTimeDateFormatter(calendar: $2).stringForDate($0, relativeToDate: $1)
  },
  FormatterUnderTest(step: "7-fixes", saysYesterday: true) {
    MegaControllerFixes.RelativeTimeDateFormatter(calendar: $2).stringForDate($0, relativeToDate: $1)
  },
]

/// A due date some hours from the start, and what the seed's formatter and step 7's say of it.
struct RelativeDateCase: Sendable, CustomStringConvertible {
  let hours: Double
  let calendar: Calendar
  let seed: String
  let fixed: String

  init(hours: Double, in calendar: Calendar = cupertino, _ seed: String, fixed: String? = nil) {
    self.hours = hours
    self.calendar = calendar
    self.seed = seed
    self.fixed = fixed ?? seed
  }

  var description: String { "\(hours) h from 21:41 in \(calendar.timeZone.identifier)" }
}

/// One step's `UpcomingTaskSection`, as its raw value and title for a due date and a base date.
struct SectionUnderTest: Sendable, CustomStringConvertible {
  let step: String
  let section:
    @Sendable (_ dueDate: Date, _ baseDate: Date, _ calendar: Calendar) -> (index: Int, title: String)
  let numberOfSections: Int

  var description: String { step }
}

let sectionRules: [SectionUnderTest] = [
  SectionUnderTest(
    step: "4-datamanager",
    section: {
      let section = MegaControllerDataManager.UpcomingTaskSection(
        forTaskDueDate: $0, baseDate: $1, calendar: $2)
      return (section.rawValue, section.title)
    }, numberOfSections: MegaControllerDataManager.UpcomingTaskSection.numberOfSections),
  SectionUnderTest(
    step: "5-viewdata",
    section: {
      let section = MegaControllerViewData.UpcomingTaskSection(forTaskDueDate: $0, baseDate: $1, calendar: $2)
      return (section.rawValue, section.title)
    }, numberOfSections: MegaControllerViewData.UpcomingTaskSection.numberOfSections),
  SectionUnderTest(
    step: "6-adapter",
    section: {
      let section = MegaControllerAdapter.UpcomingTaskSection(forTaskDueDate: $0, baseDate: $1, calendar: $2)
      return (section.rawValue, section.title)
    }, numberOfSections: MegaControllerAdapter.UpcomingTaskSection.numberOfSections),
  SectionUnderTest(
    step: "7-fixes",
    section: {
      let section = MegaControllerFixes.UpcomingTaskSection(forTaskDueDate: $0, baseDate: $1, calendar: $2)
      return (section.rawValue, section.title)
    }, numberOfSections: MegaControllerFixes.UpcomingTaskSection.numberOfSections),
]

@Suite("Relative dates and sections")
struct DateTests {
  @Test(
    "The formatter counts calendar days in the calendar it is given; the seed has no words for the past",
    arguments: formatters,
    [
      RelativeDateCase(hours: 0, "Today"),
      RelativeDateCase(hours: 2, "Today"),
      RelativeDateCase(hours: 3, "Tomorrow"),
      RelativeDateCase(hours: 3, in: tokyo, "Today"),
      RelativeDateCase(hours: 24, "Tomorrow"),
      RelativeDateCase(hours: 4 * 24, "In 4 days"),
      RelativeDateCase(hours: -21, "Today"),
      RelativeDateCase(hours: -22, "In -1 days", fixed: "Yesterday"),
      RelativeDateCase(hours: -24, "In -1 days", fixed: "Yesterday"),
      RelativeDateCase(hours: -3 * 24, "In -3 days", fixed: "3 days ago"),
    ])
  func formatter(formatter: FormatterUnderTest, date: RelativeDateCase) {
    let expected = formatter.saysYesterday ? date.fixed : date.seed
    #expect(
      formatter.string(start(plusHours: date.hours), MegaControllerWorld.start, date.calendar) == expected)
  }

  @Test(
    "Sections by whole days from the base date: up to 2 (overdue included) Now, 3 to 5 Soon, then Upcoming",
    arguments: sectionRules,
    [
      (-72.0, 0, "Now"), (0, 0, "Now"), (71, 0, "Now"), (72, 1, "Soon"), (143, 1, "Soon"),
      (144, 2, "Upcoming"),
      (240, 2, "Upcoming"),
    ])
  func sections(rule: SectionUnderTest, expectation: (hours: Double, index: Int, title: String)) {
    let section = rule.section(start(plusHours: expectation.hours), MegaControllerWorld.start, cupertino)
    #expect(section.index == expectation.index)
    #expect(section.title == expectation.title)
    #expect(rule.numberOfSections == 3)
  }
}
