import Foundation
import ListPostsKit
import Testing

@testable import ListPostsMVPInjected

@MainActor
@Test func presenterLoads() {
  let presenter = ListPostsPresenter(
    view: Spy(), userManager: UserManager(), postManager: PostManager(), locale: Locale(identifier: "en"),
    timeZone: .gmt)
  presenter.viewDidLoad()
  #expect(true)
}

@MainActor
private final class Spy: ListPostsView {
  func refreshFollowerPosts(_ displayedPosts: [DisplayedPost]) {}
  func showLoginButton() {}
  func hideLoginButton() {}
  func showAlert(_ message: String) {}
}
