import Foundation
import MegaControllerKit
import Testing

@testable import MegaControllerAddViewController
@testable import MegaControllerCoreDataStore
@testable import MegaControllerFactoredOutPredicate
@testable import MegaControllerFixes
@testable import MegaControllerIsolatedCoreData
@testable import MegaControllerPresentationSegue
@testable import MegaControllerRelativeDateFormatter
@testable import MegaControllerSectionInsertionLogic
@testable import MegaControllerTableViewAdapter
@testable import MegaControllerTableViewCell
@testable import MegaControllerUpcomingTaskSection

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

// MARK: - Every step's formatter and sections, seen through one face

/// A step's `RelativeTimeDateFormatter`.
protocol RelativeTimeDateFormatterUnderTest: SendableMetatype {
  init(calendar: Calendar)
  func stringForDate(_ date: Date, relativeToDate baseDate: Date) -> String
}

extension MegaControllerRelativeDateFormatter.RelativeTimeDateFormatter: RelativeTimeDateFormatterUnderTest {}
extension MegaControllerFactoredOutPredicate.RelativeTimeDateFormatter: RelativeTimeDateFormatterUnderTest {}
extension MegaControllerCoreDataStore.RelativeTimeDateFormatter: RelativeTimeDateFormatterUnderTest {}
extension MegaControllerUpcomingTaskSection.RelativeTimeDateFormatter: RelativeTimeDateFormatterUnderTest {}
extension MegaControllerSectionInsertionLogic.RelativeTimeDateFormatter: RelativeTimeDateFormatterUnderTest {}
extension MegaControllerIsolatedCoreData.RelativeTimeDateFormatter: RelativeTimeDateFormatterUnderTest {}
extension MegaControllerTableViewCell.RelativeTimeDateFormatter: RelativeTimeDateFormatterUnderTest {}
extension MegaControllerAddViewController.RelativeTimeDateFormatter: RelativeTimeDateFormatterUnderTest {}
extension MegaControllerPresentationSegue.RelativeTimeDateFormatter: RelativeTimeDateFormatterUnderTest {}
extension MegaControllerTableViewAdapter.RelativeTimeDateFormatter: RelativeTimeDateFormatterUnderTest {}
extension MegaControllerFixes.RelativeTimeDateFormatter: RelativeTimeDateFormatterUnderTest {}

/// The steps that have a `RelativeTimeDateFormatter`, from step 3 on.
let formatters: [StepType<any RelativeTimeDateFormatterUnderTest.Type>] = [
  StepType(MegaControllerRelativeDateFormatter.RelativeTimeDateFormatter.self),
  StepType(MegaControllerFactoredOutPredicate.RelativeTimeDateFormatter.self),
  StepType(MegaControllerCoreDataStore.RelativeTimeDateFormatter.self),
  StepType(MegaControllerUpcomingTaskSection.RelativeTimeDateFormatter.self),
  StepType(MegaControllerSectionInsertionLogic.RelativeTimeDateFormatter.self),
  StepType(MegaControllerIsolatedCoreData.RelativeTimeDateFormatter.self),
  StepType(MegaControllerTableViewCell.RelativeTimeDateFormatter.self),
  StepType(MegaControllerAddViewController.RelativeTimeDateFormatter.self),
  StepType(MegaControllerPresentationSegue.RelativeTimeDateFormatter.self),
  StepType(MegaControllerTableViewAdapter.RelativeTimeDateFormatter.self),
  StepType(MegaControllerFixes.RelativeTimeDateFormatter.self),
]

extension StepType<any RelativeTimeDateFormatterUnderTest.Type> {
  /// Whether the formatter has words for the past ("Yesterday", "3 days ago"): step 13's fix.
  var saysYesterday: Bool {
    type == MegaControllerFixes.RelativeTimeDateFormatter.self
  }
}

/// A step's `UpcomingTaskSection`.
protocol UpcomingTaskSectionUnderTest: RawRepresentable<Int>, SendableMetatype {
  init(forTaskDueDate date: Date, baseDate: Date, calendar: Calendar)
  var title: String { get }
  static var numberOfSections: Int { get }
}

extension MegaControllerSectionInsertionLogic.UpcomingTaskSection: UpcomingTaskSectionUnderTest {}
extension MegaControllerIsolatedCoreData.UpcomingTaskSection: UpcomingTaskSectionUnderTest {}
extension MegaControllerTableViewCell.UpcomingTaskSection: UpcomingTaskSectionUnderTest {}
extension MegaControllerAddViewController.UpcomingTaskSection: UpcomingTaskSectionUnderTest {}
extension MegaControllerPresentationSegue.UpcomingTaskSection: UpcomingTaskSectionUnderTest {}
extension MegaControllerTableViewAdapter.UpcomingTaskSection: UpcomingTaskSectionUnderTest {}
extension MegaControllerFixes.UpcomingTaskSection: UpcomingTaskSectionUnderTest {}

/// The steps that have an `UpcomingTaskSection` with its number of sections, from step 7 on.
let sectionRules: [StepType<any UpcomingTaskSectionUnderTest.Type>] = [
  StepType(MegaControllerSectionInsertionLogic.UpcomingTaskSection.self),
  StepType(MegaControllerIsolatedCoreData.UpcomingTaskSection.self),
  StepType(MegaControllerTableViewCell.UpcomingTaskSection.self),
  StepType(MegaControllerAddViewController.UpcomingTaskSection.self),
  StepType(MegaControllerPresentationSegue.UpcomingTaskSection.self),
  StepType(MegaControllerTableViewAdapter.UpcomingTaskSection.self),
  StepType(MegaControllerFixes.UpcomingTaskSection.self),
]

/// A due date some hours from the start, and what the seed's formatter and step 13's say of it.
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
  func formatter(step: StepType<any RelativeTimeDateFormatterUnderTest.Type>, date: RelativeDateCase) {
    let expected = step.saysYesterday ? date.fixed : date.seed
    #expect(
      step.type.init(calendar: date.calendar).stringForDate(
        start(plusHours: date.hours), relativeToDate: MegaControllerWorld.start) == expected)
  }

  @Test(
    "Sections by whole days from the base date: up to 2 (overdue included) Now, 3 to 5 Soon, then Upcoming",
    arguments: sectionRules,
    [
      (-72.0, 0, "Now"), (0, 0, "Now"), (71, 0, "Now"), (72, 1, "Soon"), (143, 1, "Soon"),
      (144, 2, "Upcoming"),
      (240, 2, "Upcoming"),
    ])
  func sections(
    step: StepType<any UpcomingTaskSectionUnderTest.Type>,
    expectation: (hours: Double, index: Int, title: String)
  ) {
    let section = step.type.init(
      forTaskDueDate: start(plusHours: expectation.hours), baseDate: MegaControllerWorld.start,
      calendar: cupertino)
    #expect(section.rawValue == expectation.index)
    #expect(section.title == expectation.title)
    #expect(step.type.numberOfSections == 3)
  }
}
