import Foundation
import ListPostsKit
import Testing

@testable import ListPostsViewData

// The view-data step's presenter (4-ViewData) with a spy in the view controller's place, as the
// MVP branch's tests drive 3-MVP-Injected's: its view protocol is a seam a test doubles, which
// the chapter's goals ask of every refactoring (a protocol nobody doubles separates nothing).

@MainActor
@Suite("ListPostsPresenter (view data, step 4-ViewData)")
struct ViewDataPresenterTests {
  /// Stands in for the list of posts: records what it is told, in order.
  final class ListPostsViewSpy: ListPostsView {
    var calls: [String] = []

    func refreshFollowerPosts(_ posts: [PostCell.ViewData]) {
      calls.append("refresh \(posts.map(\.title))")
    }

    func showLoginButton() {
      calls.append("show login")
    }

    func hideLoginButton() {
      calls.append("hide login")
    }

    func showAlert(_ message: String) {
      calls.append("alert \(message)")
    }
  }

  @Test("Nobody logged in: viewDidLoad shows the Login button, and nothing is fetched")
  func loggedOut() throws {
    // Given
    let world = try ListPostsWorld()
    world.logOut()
    world.requests.policy = .hold
    let view = ListPostsViewSpy()
    let sut = ListPostsPresenter(
      view: view, userManager: UserManager(world: world), postManager: PostManager(world: world),
      locale: Locale(identifier: "en_US_POSIX"), timeZone: .gmt)

    // When
    sut.viewDidLoad()

    // Then
    #expect(view.calls == ["show login"])
    #expect(world.requests.heldRequestNames.isEmpty)
  }

  @Test("A failed fetch clears the posts, hides Login and alerts the error; later answers change nothing")
  func failedFetch() throws {
    // Given
    let world = try ListPostsWorld()
    world.addFollower(.amyApple)
    world.requests.policy = .hold
    let view = ListPostsViewSpy()
    let sut = ListPostsPresenter(
      view: view, userManager: UserManager(world: world), postManager: PostManager(world: world),
      locale: Locale(identifier: "en_US_POSIX"), timeZone: .gmt)
    sut.viewDidLoad()

    // When
    try world.requests.fail(
      PostManager.requestName(forPostsOf: .amyApple), message: "The network connection was lost.")
    try world.requests.release(PostManager.requestName(forPostsOf: .raymondLaw))

    // Then
    #expect(
      view.calls == [
        "refresh []", "hide login", "alert ERROR: Cannot fetch - The network connection was lost.",
      ])
  }
}
