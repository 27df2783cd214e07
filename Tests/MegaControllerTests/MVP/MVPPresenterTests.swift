import Foundation
import MegaControllerKit
import Testing

@testable import MegaControllerPresenterActions

// The MVP branch's presenter, alone, as a test of an app's own target would drive it: a spy view
// writes down what the presenter tells it, and the talk's data manager works on an in-memory
// store. No table, no screen. Given / When / Then.

@MainActor
@Suite("UpcomingTasksPresenter (MVP)")
struct MVPPresenterTests {
  // MARK: Test doubles

  /// What the presenter told its view, in order, and the sections it was last told to show.
  final class UpcomingTasksViewSpy: UpcomingTasksView {
    var events: [String] = []
    var sections: [DisplayedSection] = []

    func showSections(_ sections: [DisplayedSection]) {
      self.sections = sections
      events.append("show sections")
    }

    func updateSections(
      _ sections: [DisplayedSection], deletedRows: [IndexPath], insertedRows: [IndexPath]
    ) {
      self.sections = sections
      events.append("update: delete \(deletedRows.map(Self.row)), insert \(insertedRows.map(Self.row))")
    }

    func showNavigationTheme(_ navigationTheme: NavigationTheme) {
      events.append("theme \(navigationTheme)")
    }

    /// "1.0": section 1, row 0.
    private static func row(_ indexPath: IndexPath) -> String {
      "\(indexPath.section).\(indexPath.row)"
    }
  }

  // MARK: Subject under test

  private let store = CoreDataStore.inMemory()
  private let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "America/Los_Angeles")!
    return calendar
  }()

  /// Stores tasks due `days` (and `hours`) after the start, as the app would have saved them.
  private func given(_ tasks: [(title: String, days: Int, hours: Int)]) {
    let dataManager = UpcomingTaskDataManager(
      coreDataStore: store, baseDate: MegaControllerWorld.start, calendar: calendar)
    for task in tasks {
      dataManager.createTaskWithTitle(
        task.title, dueDate: MegaControllerWorld.date(days: task.days, hours: task.hours))
    }
  }

  /// A presenter of the store's tasks for `view`, at the start of the World.
  private func presenter(for view: any UpcomingTasksView) -> UpcomingTasksPresenter {
    UpcomingTasksPresenter(
      view: view,
      upcomingTaskDataManager: UpcomingTaskDataManager(
        coreDataStore: store, baseDate: MegaControllerWorld.start, calendar: calendar),
      now: { MegaControllerWorld.start }, calendar: calendar)
  }

  /// "Now: Pay rent · tomorrow", one line a section.
  private func shown(_ sections: [DisplayedSection]) -> [String] {
    sections.map { section in
      "\(section.title): " + section.tasks.map { "\($0.title) · \($0.dueDate)" }.joined(separator: ", ")
    }
  }

  // MARK: Tests

  @Test(
    "viewDidLoad(): the view shows each task in its section with when it is due, overdue as published",
    arguments: [
      (0, 1, "Now: Pay rent · today"), (1, 0, "Now: Pay rent · tomorrow"),
      (2, 0, "Now: Pay rent · in 2 days"),
      (-1, 0, "Now: Pay rent · in -1 days"), (3, 0, "Soon: Pay rent · in 3 days"),
      (5, 0, "Soon: Pay rent · in 5 days"), (6, 0, "Upcoming: Pay rent · in 6 days"),
      (10, 0, "Upcoming: Pay rent · in 10 days"),
    ])
  func viewDidLoadShowsEachTaskInItsSection(days: Int, hours: Int, line: String) {
    given([("Pay rent", days, hours)])
    let view = UpcomingTasksViewSpy()
    let presenter = presenter(for: view)

    presenter.viewDidLoad()

    #expect(view.events == ["show sections", "theme normal"])
    #expect(shown(view.sections).contains(line))
    #expect(view.sections.map(\.title) == ["Now", "Soon", "Upcoming"])
  }

  @Test("viewDidLoad(): a task due in eleven days is outside the window and not shown")
  func viewDidLoadLeavesOutTasksBeyondTenDays() {
    given([("Pay rent", 11, 0)])
    let view = UpcomingTasksViewSpy()
    let presenter = presenter(for: view)

    presenter.viewDidLoad()

    #expect(shown(view.sections) == ["Now: ", "Soon: ", "Upcoming: "])
  }

  @Test(
    "viewDidLoad(): the theme follows the number of tasks: calm up to 3, orange up to 9, then red",
    arguments: [(0, NavigationTheme.normal), (3, .normal), (4, .warning), (9, .warning), (10, .doomed)])
  func viewDidLoadShowsTheTheme(numberOfTasks: Int, theme: NavigationTheme) {
    given((0..<numberOfTasks).map { ("Task \($0)", $0 % 10, 1) })
    let view = UpcomingTasksViewSpy()
    let presenter = presenter(for: view)

    presenter.viewDidLoad()

    #expect(view.events.last == "theme \(theme)")
  }

  @Test("createTaskWithTitle(_:dueDate:): the view inserts the new row in one batch, then shows the theme")
  func creatingATaskUpdatesTheView() {
    given([("Task 0", 0, 1), ("Task 1", 1, 1), ("Task 2", 2, 1)])
    let view = UpcomingTasksViewSpy()
    let presenter = presenter(for: view)
    presenter.viewDidLoad()

    presenter.createTaskWithTitle("Water the plants", dueDate: MegaControllerWorld.date(days: 4))

    #expect(view.events.dropFirst(2) == ["update: delete [], insert [\"1.0\"]", "theme warning"])
    #expect(
      shown(view.sections) == [
        "Now: Task 0 · today, Task 1 · tomorrow, Task 2 · in 2 days", "Soon: Water the plants · in 4 days",
        "Upcoming: ",
      ])
  }

  @Test("deleteTask(at:): the row leaves when the context processes the delete, and the theme calms down")
  func deletingATaskUpdatesTheView() {
    given([("Task 0", 0, 1), ("Task 1", 1, 1), ("Task 2", 2, 1), ("Task 3", 3, 1)])
    let view = UpcomingTasksViewSpy()
    let presenter = presenter(for: view)
    presenter.viewDidLoad()

    presenter.deleteTask(at: IndexPath(row: 1, section: 0))
    #expect(view.events.count == 2, "nothing changes before the context processes the delete")
    store.managedObjectContext.processPendingChanges()

    #expect(view.events.dropFirst(2) == ["update: delete [\"0.1\"], insert []", "theme normal"])
    #expect(
      shown(view.sections) == [
        "Now: Task 0 · today, Task 2 · in 2 days", "Soon: Task 3 · in 3 days", "Upcoming: ",
      ])
  }

  @Test("The presenter holds its view weakly: a view that leaves is not kept alive by it")
  func theViewIsHeldWeakly() {
    var view: UpcomingTasksViewSpy? = UpcomingTasksViewSpy()
    weak let leftView = view
    let presenter = presenter(for: view!)

    view = nil
    presenter.viewDidLoad()

    #expect(leftView == nil)
  }
}
