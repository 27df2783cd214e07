import Foundation
import HeadlessInterfaceBuilder
import HeadlessUIKit
import Testing

@testable import ListPostsFixes

// The final step's view controller, alone, made from the storyboard as the app makes it: a spy
// for its interactor.

@MainActor
@Suite("ListPostsViewController (step 3)")
struct ListPostsViewControllerTests {
  // MARK: Test doubles

  final class ListPostsBusinessLogicSpy: ListPostsBusinessLogic {
    var fetchFollowerPostsCalled = false

    func fetchFollowerPosts(request: ListPosts.FetchFollowerPosts.Request) {
      fetchFollowerPostsCalled = true
    }
  }

  // MARK: Subject under test

  private func makeSUT() -> (sut: ListPostsViewController, interactor: ListPostsBusinessLogicSpy) {
    let storyboard = makeMainStoryboard().load()
    let sut =
      storyboard.instantiateViewController(withIdentifier: "ListPostsViewController")
      as! ListPostsViewController
    let interactor = ListPostsBusinessLogicSpy()
    sut.interactor = interactor
    return (sut, interactor)
  }

  // MARK: Tests

  @Test("When its view loads, it asks the interactor for the follower posts")
  func viewDidLoadFetchesFollowerPosts() {
    // Given
    let (sut, interactor) = makeSUT()

    // When
    sut.loadViewIfNeeded()

    // Then
    #expect(interactor.fetchFollowerPostsCalled)
  }

  @Test("Displayed posts fill the table, title and date, and the Login button hides")
  func displayedPostsFillTheTable() {
    // Given
    let (sut, _) = makeSUT()
    sut.loadViewIfNeeded()
    let displayedPost = ListPosts.FetchFollowerPosts.ViewModel.DisplayedPost(
      title: "View Controller", author: "Raymond Law", publishedOn: "Jun 4, 2017 at 9:41:00 AM")

    // When
    sut.displayFetchFollowerPosts(viewModel: .init(displayedPosts: [displayedPost], error: nil))

    // Then
    #expect(sut.tableView(sut.tableView, numberOfRowsInSection: 0) == 1)
    let cell = sut.tableView(sut.tableView, cellForRowAt: IndexPath(row: 0, section: 0))
    #expect(cell.textLabel?.text == "View Controller")
    #expect(cell.detailTextLabel?.text == "Jun 4, 2017 at 9:41:00 AM")
    #expect(sut.loginButton.isHidden)
  }

  @Test("A login error shows the Login button")
  func loginErrorShowsTheLoginButton() {
    // Given
    let (sut, _) = makeSUT()
    sut.loadViewIfNeeded()
    sut.loginButton.isHidden = true

    // When
    sut.displayFetchFollowerPostsLoginError(
      viewModel: .init(displayedPosts: [], error: "ERROR: Cannot login"))

    // Then
    #expect(!sut.loginButton.isHidden)
  }
}
