import Foundation
import HeadlessCoreData
import MegaControllerKit
import Testing

@testable import MegaControllerUpcomingTasksViewModel

// The view-model branch's UpcomingTasksViewModel, observed as the list observes it: the test
// sets its two closures and writes down what they are called with, on a data manager over an
// in-memory store. No table, no screen.

@MainActor
@Suite("UpcomingTasksViewModel (view model)")
struct UpcomingTasksViewModelTests {
  /// What the observers were called with, in order.
  final class Observed {
    var events: [String] = []
    var sections: [[UpcomingTasksViewModel.Section]] = []
  }

  private let store = CoreDataStore.inMemory()
  private let viewModel: UpcomingTasksViewModel
  private let observed = Observed()

  init() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "America/Los_Angeles")!
    let now = { MegaControllerWorld.start }
    viewModel = UpcomingTasksViewModel(
      upcomingTaskDataManager: UpcomingTaskDataManager(coreDataStore: store, now: now, calendar: calendar),
      now: now, calendar: calendar)
  }

  /// Sets the observers, as the list does in viewDidLoad.
  private func observe() {
    viewModel.sectionsDidChange = { [observed] sections, rowChanges in
      observed.sections.append(sections)
      observed.events.append("sections, " + rowChanges.map(Self.describe).joined(separator: ", "))
    }
    viewModel.navigationThemeDidChange = { [observed] theme in observed.events.append("theme \(theme)") }
  }

  /// "insert row 0 in section 1".
  private static func describe(_ rowChange: UpcomingTasksViewModel.RowChange) -> String {
    switch rowChange {
    case .insert(let indexPath): "insert row \(indexPath.row) in section \(indexPath.section)"
    case .delete(let indexPath): "delete row \(indexPath.row) in section \(indexPath.section)"
    }
  }

  private func rows(_ sections: [UpcomingTasksViewModel.Section]?) -> [[String]] {
    (sections ?? []).map { $0.rows.map { "\($0.title ?? "nil") · \($0.dueDate)" } }
  }

  @Test("A new task: the observer gets the new sections, with the row inserted and worded")
  func addingATaskIsObserved() {
    observe()
    #expect(viewModel.sections.map(\.title) == ["Now", "Soon", "Upcoming"])

    viewModel.createTaskWithTitle("Water the plants", dueDate: MegaControllerWorld.date(days: 4))

    #expect(observed.events == ["sections, insert row 0 in section 1", "theme normal"])
    #expect(rows(observed.sections.last) == [[], ["Water the plants · in 4 days"], []])
    #expect(rows(viewModel.sections) == rows(observed.sections.last))
  }

  @Test(
    "Every change reports the theme, as the controller did: calm for three tasks, warning from the fourth")
  func themeChangesAreObserved() {
    observe()
    for day in 0..<3 {
      viewModel.createTaskWithTitle("Task \(day)", dueDate: MegaControllerWorld.date(days: day, hours: 1))
    }
    #expect(observed.events.filter { $0.hasPrefix("theme") } == Array(repeating: "theme normal", count: 3))
    #expect(viewModel.navigationTheme == .normal)

    viewModel.createTaskWithTitle("Buy a gift", dueDate: MegaControllerWorld.date(days: 2))

    #expect(observed.events.last == "theme warning")
    #expect(viewModel.navigationTheme == .warning)
  }

  @Test("A swiped-away task leaves the sections when the context processes the delete; the theme calms down")
  func deletingATaskIsObserved() {
    for day in 0..<4 {
      viewModel.createTaskWithTitle("Task \(day)", dueDate: MegaControllerWorld.date(days: day, hours: 1))
    }
    #expect(viewModel.navigationTheme == .warning)
    observe()

    viewModel.deleteTask(at: IndexPath(row: 1, section: 0))
    #expect(observed.events.isEmpty)
    store.managedObjectContext.processPendingChanges()

    #expect(observed.events == ["sections, delete row 1 in section 0", "theme normal"])
    #expect(
      rows(viewModel.sections) == [["Task 0 · today", "Task 2 · in 2 days"], ["Task 3 · in 3 days"], []])
  }
}
