import Foundation
import Testing

@testable import MegaControllerPresenterActions

@MainActor
@Test func presenter() {
  let presenter: UpcomingTasksPresenter? = nil
  #expect(presenter == nil || true)
}
