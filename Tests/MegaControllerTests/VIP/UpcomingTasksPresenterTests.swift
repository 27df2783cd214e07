import Foundation
import MegaControllerKit
import Testing

@testable import MegaControllerUpcomingTasksRouter

// The VIP branch's presenter, alone: it is given responses and a spy display hears the view
// models. No table, no store: the theme and the words are the presenter's.

@MainActor
@Suite("UpcomingTasksPresenter (VIP)")
struct UpcomingTasksPresenterTests {
  // MARK: Test doubles

  final class UpcomingTasksDisplayLogicSpy: UpcomingTasksDisplayLogic {
    var fetchedTasksViewModels: [UpcomingTasks.FetchTasks.ViewModel] = []
    var updatedTasksViewModels: [UpcomingTasks.UpdateTasks.ViewModel] = []

    func displayFetchedTasks(viewModel: UpcomingTasks.FetchTasks.ViewModel) {
      fetchedTasksViewModels.append(viewModel)
    }

    func displayUpdatedTasks(viewModel: UpcomingTasks.UpdateTasks.ViewModel) {
      updatedTasksViewModels.append(viewModel)
    }
  }

  // MARK: Subject under test

  private let display = UpcomingTasksDisplayLogicSpy()
  private let presenter: UpcomingTasksPresenter

  init() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "America/Los_Angeles")!
    presenter = UpcomingTasksPresenter(now: { MegaControllerWorld.start }, calendar: calendar)
    presenter.viewController = display
  }

  private func task(_ title: String, dueInDays days: Int) -> UpcomingTasks.UpcomingTask {
    UpcomingTasks.UpcomingTask(title: title, dueDate: MegaControllerWorld.date(days: days))
  }

  // MARK: Tests

  @Test(
    "The theme follows the number of imminent tasks: calm up to 3, orange up to 9, then red",
    arguments: [(0, NavigationTheme.normal), (3, .normal), (4, .warning), (9, .warning), (10, .doomed)])
  func themeFollowsTheNumberOfTasks(numberOfImminentTasks: Int, theme: NavigationTheme) {
    presenter.presentFetchedTasks(
      response: UpcomingTasks.FetchTasks.Response(
        taskSections: [[], [], []], numberOfImminentTasks: numberOfImminentTasks))

    #expect(display.fetchedTasksViewModels.map(\.navigationTheme) == [theme])
  }

  @Test("Each section keeps its title, each row says in words when its task is due")
  func sectionsAndRowsAreWorded() {
    presenter.presentFetchedTasks(
      response: UpcomingTasks.FetchTasks.Response(
        taskSections: [
          [task("Pay the rent", dueInDays: 0), task("Book flights", dueInDays: 1)],
          [task("Renew passport", dueInDays: 3)], [],
        ],
        numberOfImminentTasks: 3))

    let sections = try! #require(display.fetchedTasksViewModels.last).displayedSections
    #expect(sections.map(\.title) == ["Now", "Soon", "Upcoming"])
    #expect(
      sections.map { $0.displayedTasks.map { "\($0.title ?? "nil") · \($0.dueDate)" } } == [
        ["Pay the rent · today", "Book flights · tomorrow"], ["Renew passport · in 3 days"], [],
      ])
  }

  @Test("An update passes its row changes on, with the new rows and theme")
  func updatesKeepTheirRowChanges() {
    let rowChanges: [UpcomingTasks.RowChange] = [
      .delete(IndexPath(row: 0, section: 1)), .insert(IndexPath(row: 1, section: 0)),
    ]
    presenter.presentUpdatedTasks(
      response: UpcomingTasks.UpdateTasks.Response(
        rowChanges: rowChanges,
        taskSections: [[task("Book flights", dueInDays: 1), task("Buy a gift", dueInDays: 2)], [], []],
        numberOfImminentTasks: 4))

    let viewModel = try! #require(display.updatedTasksViewModels.last)
    #expect(viewModel.rowChanges == rowChanges)
    #expect(viewModel.displayedSections[0].displayedTasks.map(\.dueDate) == ["tomorrow", "in 2 days"])
    #expect(viewModel.navigationTheme == .warning)
  }
}
