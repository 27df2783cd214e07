import Foundation
import HeadlessUIKit
import Testing

@testable import MegaControllerFixes
@testable import MegaControllerPresenterActions
@testable import MegaControllerTableViewCell
@testable import MegaControllerUpcomingTasksRouter
@testable import MegaControllerUpcomingTasksViewModel

/// Ownership is a tree: what holds the tasks (the data manager, VIP's worker) tells its delegate
/// of each change, and its delegate owns it, so it holds its delegate weakly. Held strongly, the
/// two would keep each other alive once their screen is gone. The leak check names a cycle only
/// when a controller is in it; these are unit tests of the `weak` the talk teaches.
@MainActor
struct DelegateOwnershipTests {
  @Test(arguments: DelegatingStep.allCases)
  func whatTellsOfTheChangesDoesNotKeepItsDelegate(step: DelegatingStep) {
    let delegate = WeakReference()
    let teller = step.tellerWhoseDelegateWasLetGo(delegate)
    #expect(delegate.object == nil, "\(step.rawValue) kept its delegate")
    withExtendedLifetime(teller) {}
  }
}

/// The steps whose data manager (or worker) has a delegate, with what each step makes its
/// delegate: the list, the view model, the interactor, the adapter (and a spy for the presenter).
enum DelegatingStep: String, CaseIterable, Sendable {
  case viewModel = "7-UpcomingTasksViewModel"
  case router = "8-UpcomingTasksRouter"
  case tableViewCell = "9-TableViewCell"
  case presenterActions = "10-PresenterActions"
  case fixes = "13-Fixes"

  /// The launch of the chapter's World: 21:41 on Monday 5 June 2017 in Cupertino.
  static let now = Date(timeIntervalSince1970: 1_496_724_060)

  /// The data manager (or worker), once the delegate it was given is let go; `delegate` refers
  /// to that delegate weakly.
  @MainActor func tellerWhoseDelegateWasLetGo(_ delegate: WeakReference) -> AnyObject {
    switch self {
    case .viewModel:
      let manager = MegaControllerUpcomingTasksViewModel.UpcomingTaskDataManager(
        coreDataStore: .inMemory(), now: { Self.now }, calendar: .current)
      // The view model makes itself the data manager's delegate.
      let viewModel = MegaControllerUpcomingTasksViewModel.UpcomingTasksViewModel(
        upcomingTaskDataManager: manager, now: { Self.now }, calendar: .current)
      delegate.object = viewModel
      return manager
    case .router:
      let worker = MegaControllerUpcomingTasksRouter.UpcomingTasksWorker(coreDataStore: .inMemory())
      // The interactor makes itself the worker's delegate.
      let interactor = MegaControllerUpcomingTasksRouter.UpcomingTasksInteractor(worker: worker)
      delegate.object = interactor
      return worker
    case .tableViewCell:
      let manager = MegaControllerTableViewCell.UpcomingTaskDataManager(
        coreDataStore: .inMemory(), baseDate: Self.now, calendar: .current)
      let list = MegaControllerTableViewCell.ViewController(style: .plain)
      manager.delegate = list
      delegate.object = list
      return manager
    case .presenterActions:
      let manager = MegaControllerPresenterActions.UpcomingTaskDataManager(
        coreDataStore: .inMemory(), baseDate: Self.now, calendar: .current)
      // A spy in the presenter's place: the MVP goal asks for the presenter's own test.
      let spy = DataManagerDelegateSpy()
      manager.delegate = spy
      delegate.object = spy
      return manager
    case .fixes:
      return fixesManager(delegate)
    }
  }

  /// Step 13's data manager, whose delegate is the table view adapter.
  @MainActor private func fixesManager(_ delegate: WeakReference) -> AnyObject {
    let manager = MegaControllerFixes.UpcomingTaskDataManager(
      coreDataStore: .inMemory(), baseDate: Self.now, calendar: .current)
    let adapter = MegaControllerFixes.UpcomingTaskDataManagerTableViewAdapter<
      MegaControllerFixes.TaskTableViewCell
    >(
      tableView: UITableView(frame: .zero, style: .plain), upcomingTaskDataManager: manager,
      cellReuseIdentifier: "Cell", cellConfigurationHandler: { _, _ in }, didChangeHandler: {})
    manager.delegate = adapter
    delegate.object = adapter
    return manager
  }
}

/// A delegate of step 10's data manager that only listens.
@MainActor
final class DataManagerDelegateSpy: MegaControllerPresenterActions.UpcomingTaskDataManagerDelegate {
  func dataManagerWillChangeContent(_ dataManager: MegaControllerPresenterActions.UpcomingTaskDataManager) {}
  func dataManagerDidChangeContent(_ dataManager: MegaControllerPresenterActions.UpcomingTaskDataManager) {}
  func dataManager(
    _ dataManager: MegaControllerPresenterActions.UpcomingTaskDataManager,
    didInsertRowAtIndexPath indexPath: IndexPath
  ) {}
  func dataManager(
    _ dataManager: MegaControllerPresenterActions.UpcomingTaskDataManager,
    didDeleteRowAtIndexPath indexPath: IndexPath
  ) {}
}

/// An object, held weakly.
final class WeakReference {
  weak var object: AnyObject?
}
