import Foundation
import ListPostsKit
import Testing

@testable import ListPostsMVPInjected

// The MVP branch's presenter (step 3-MVP-Injected), alone: a spy in the view controller's place,
// and, behind the real user and post managers, the chapter's World as the backend — who is logged
// in, who follows whom, and each follower's request held until the test answers it. No screen:
// the presenter's module is imported for its presenter and view protocol only.

@MainActor
@Suite("ListPostsPresenter (MVP, step 3-MVP-Injected)")
struct MVPPresenterTests {
  // MARK: Test doubles

  /// Stands in for the list of posts: records what it is told to display, in order.
  final class ListPostsViewSpy: ListPostsView {
    enum Call: Equatable {
      case refreshFollowerPosts([DisplayedPost])
      case showLoginButton
      case hideLoginButton
      case showAlert(String)
    }

    var calls: [Call] = []

    func refreshFollowerPosts(_ displayedPosts: [DisplayedPost]) {
      calls.append(.refreshFollowerPosts(displayedPosts))
    }

    func showLoginButton() {
      calls.append(.showLoginButton)
    }

    func hideLoginButton() {
      calls.append(.hideLoginButton)
    }

    func showAlert(_ message: String) {
      calls.append(.showAlert(message))
    }
  }

  // MARK: Subject under test

  /// A presenter on the World's backend, whose requests wait for the test, writing dates in US
  /// English, in UTC; the spy is returned too, as the presenter holds it weakly.
  private func makeSUT(in world: ListPostsWorld) -> (sut: ListPostsPresenter, view: ListPostsViewSpy) {
    let view = ListPostsViewSpy()
    return (makeSUT(in: world, view: view), view)
  }

  private func makeSUT(in world: ListPostsWorld, view: any ListPostsView) -> ListPostsPresenter {
    world.requests.policy = .hold
    return ListPostsPresenter(
      view: view, userManager: UserManager(world: world), postManager: PostManager(world: world),
      locale: Locale(identifier: "en_US_POSIX"), timeZone: .gmt)
  }

  nonisolated private static let raymond = PostManager.requestName(forPostsOf: .raymondLaw)
  nonisolated private static let amy = PostManager.requestName(forPostsOf: .amyApple)

  /// Raymond Law's five newest posts (he published six, one to six days before the World's start,
  /// 9:41 UTC on 5 June 2017), as the presenter writes them.
  private static let raymondsFiveNewest = [
    DisplayedPost(title: "View Controller", publishedOn: "Jun 4, 2017 at 9:41:00\u{202F}AM"),
    DisplayedPost(title: "Interactor", publishedOn: "Jun 3, 2017 at 9:41:00\u{202F}AM"),
    DisplayedPost(title: "Presenter", publishedOn: "Jun 2, 2017 at 9:41:00\u{202F}AM"),
    DisplayedPost(title: "Worker", publishedOn: "Jun 1, 2017 at 9:41:00\u{202F}AM"),
    DisplayedPost(title: "Router", publishedOn: "May 31, 2017 at 9:41:00\u{202F}AM"),
  ]

  // MARK: Tests

  @Test("Nobody logged in: viewDidLoad shows the Login button, and nothing is fetched")
  func loggedOut() throws {
    // Given
    let world = try ListPostsWorld()
    world.logOut()
    let (sut, view) = makeSUT(in: world)

    // When
    sut.viewDidLoad()

    // Then
    #expect(view.calls == [.showLoginButton])
    #expect(world.requests.heldRequestNames.isEmpty)
  }

  @Test(
    "Nothing shows until the last follower answers; then the five newest, dated, and Login hides",
    arguments: [[raymond, amy], [amy, raymond]])
  func postsOnceEveryFollowerAnswered(answerOrder: [String]) throws {
    // Given
    let world = try ListPostsWorld()
    world.addFollower(.amyApple)
    let (sut, view) = makeSUT(in: world)

    // When
    sut.viewDidLoad()
    #expect(world.requests.heldRequestNames == [Self.raymond, Self.amy])
    try world.requests.release(answerOrder[0])
    #expect(view.calls.isEmpty)
    try world.requests.release(answerOrder[1])

    // Then
    #expect(view.calls == [.refreshFollowerPosts(Self.raymondsFiveNewest), .hideLoginButton])
  }

  @Test("A failed fetch clears the posts, hides Login and alerts the error; later answers change nothing")
  func failedFetch() throws {
    // Given
    let world = try ListPostsWorld()
    world.addFollower(.amyApple)
    let (sut, view) = makeSUT(in: world)
    sut.viewDidLoad()

    // When
    try world.requests.fail(Self.amy, message: "The network connection was lost.")
    try world.requests.release(Self.raymond)

    // Then
    #expect(
      view.calls == [
        .refreshFollowerPosts([]), .hideLoginButton,
        .showAlert("ERROR: Cannot fetch - The network connection was lost."),
      ])
  }

  @Test("Followers who answer with no posts at all: nothing is displayed (the original's behaviour)")
  func emptyResult() throws {
    // Given
    let world = try ListPostsWorld()
    world.removeAllPosts(by: .raymondLaw)
    let (sut, view) = makeSUT(in: world)
    sut.viewDidLoad()

    // When
    try world.requests.release(Self.raymond)

    // Then
    #expect(view.calls.isEmpty)
  }

  @Test("With no followers nothing is asked and nothing ever displayed: the latent bug, kept")
  func noFollowers() throws {
    // Given
    let world = try ListPostsWorld()
    world.removeAllFollowers()
    let (sut, view) = makeSUT(in: world)

    // When
    sut.viewDidLoad()

    // Then
    #expect(world.requests.heldRequestNames.isEmpty)
    #expect(view.calls.isEmpty)
  }

  @Test("The presenter holds its view weakly: the view controller owns the presenter, not the reverse")
  func weakView() throws {
    // Given
    let world = try ListPostsWorld()
    var view: ListPostsViewSpy? = ListPostsViewSpy()
    weak let released = view
    let sut = makeSUT(in: world, view: view!)

    // When
    view = nil
    sut.viewDidLoad()
    try world.requests.release(Self.raymond)

    // Then: nobody to display anything to, and no crash
    #expect(released == nil)
  }
}
