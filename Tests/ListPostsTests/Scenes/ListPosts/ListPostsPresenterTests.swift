import Foundation
import ListPostsKit
import Testing

@testable import ListPostsFixes

// The final step's presenter, alone: a spy for the view controller it displays on.

@MainActor
@Suite("ListPostsPresenter (step 3)")
struct ListPostsPresenterTests {
  // MARK: Test doubles

  final class ListPostsDisplayLogicSpy: ListPostsDisplayLogic {
    var displayFetchFollowerPostsViewModel: ListPosts.FetchFollowerPosts.ViewModel?
    var displayFetchFollowerPostsFetchErrorViewModel: ListPosts.FetchFollowerPosts.ViewModel?
    var displayFetchFollowerPostsLoginErrorViewModel: ListPosts.FetchFollowerPosts.ViewModel?

    func displayFetchFollowerPosts(viewModel: ListPosts.FetchFollowerPosts.ViewModel) {
      displayFetchFollowerPostsViewModel = viewModel
    }

    func displayFetchFollowerPostsFetchError(viewModel: ListPosts.FetchFollowerPosts.ViewModel) {
      displayFetchFollowerPostsFetchErrorViewModel = viewModel
    }

    func displayFetchFollowerPostsLoginError(viewModel: ListPosts.FetchFollowerPosts.ViewModel) {
      displayFetchFollowerPostsLoginErrorViewModel = viewModel
    }
  }

  // MARK: Subject under test

  /// A presenter writing dates in US English, in UTC; the spy is returned too, as the presenter
  /// holds it weakly.
  private func makeSUT() -> (sut: ListPostsPresenter, viewController: ListPostsDisplayLogicSpy) {
    let sut = ListPostsPresenter(locale: Locale(identifier: "en_US_POSIX"), timeZone: .gmt)
    let viewController = ListPostsDisplayLogicSpy()
    sut.viewController = viewController
    return (sut, viewController)
  }

  // MARK: Tests

  @Test("Posts are displayed with their title, their author's full name and when they were published")
  func postsAreFormatted() throws {
    // Given
    let (sut, viewController) = makeSUT()
    let post = Post(
      title: "View Controller", user: .raymondLaw, timestamp: Date(timeIntervalSince1970: 1_496_569_260))

    // When
    sut.presentFetchFollowerPosts(response: .init(posts: [post], error: nil))

    // Then
    let viewModel = try #require(viewController.displayFetchFollowerPostsViewModel)
    #expect(
      viewModel.displayedPosts == [
        .init(
          title: "View Controller", author: "Raymond Law", publishedOn: "Jun 4, 2017 at 9:41:00\u{202F}AM")
      ])
    #expect(viewModel.emptyState == nil)
  }

  @Test("A fetch error is displayed as \"ERROR: Cannot fetch - \" and the backend's message")
  func fetchErrorIsFormatted() {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    sut.presentFetchFollowerPosts(response: .init(posts: nil, error: .cannotFetch(message: "Server down.")))

    // Then
    #expect(
      viewController.displayFetchFollowerPostsFetchErrorViewModel?.error
        == "ERROR: Cannot fetch - Server down.")
    #expect(viewController.displayFetchFollowerPostsViewModel == nil)
  }

  @Test("Nobody logged in is displayed as a login error")
  func loginErrorIsFormatted() {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    sut.presentFetchFollowerPosts(
      response: .init(posts: nil, error: .notLoggedIn(message: "User is not logged in")))

    // Then
    #expect(
      viewController.displayFetchFollowerPostsLoginErrorViewModel?.error
        == "ERROR: Cannot login - User is not logged in")
  }

  @Test("No followers is displayed as an empty list that says nobody follows the user")
  func noFollowersIsAnEmptyState() throws {
    // Given
    let (sut, viewController) = makeSUT()

    // When
    sut.presentFetchFollowerPosts(response: .init(posts: [], error: nil, hasNoFollowers: true))

    // Then
    let viewModel = try #require(viewController.displayFetchFollowerPostsViewModel)
    #expect(viewModel.displayedPosts == [])
    #expect(viewModel.emptyState == "Nobody follows you yet")
  }
}
