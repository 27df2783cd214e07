import Foundation
import MegaControllerKit
import Testing

@testable import MegaControllerPresenterActions

@MainActor
@Test func presenter() {
  _ = UpcomingTasksPresenter(
    upcomingTaskDataManager: UpcomingTaskDataManager(managedObjectContext: CoreDataStore.inMemory().context),
    now: { Date() }, calendar: .current)
}
