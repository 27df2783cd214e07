import Foundation
import ListPostsKit
import Testing

@testable import ListPostsFixes

// The final step's interactor, alone: a spy for its presenter, a spy for its worker. The backend
// it asks who is logged in is the chapter's World (the app's user manager, on fake data).

@MainActor
@Suite("ListPostsInteractor (step 3)")
struct ListPostsInteractorTests {
  // MARK: Test doubles

  final class ListPostsPresentationLogicSpy: ListPostsPresentationLogic {
    var presentFetchFollowerPostsCalled = false
    var response: ListPosts.FetchFollowerPosts.Response?

    func presentFetchFollowerPosts(response: ListPosts.FetchFollowerPosts.Response) {
      presentFetchFollowerPostsCalled = true
      self.response = response
    }
  }

  final class ListPostsWorkerSpy: ListPostsWorker {
    var fetchPostsByAllFollowersCalled = false
    var followers: [User] = []
    /// What the spy answers at once.
    var posts: [Post]? = []
    var error: PostManagerError?

    override func fetchPostsByAllFollowers(
      _ followers: [User], completionHandler: @escaping (_ posts: [Post]?, _ error: PostManagerError?) -> Void
    ) {
      fetchPostsByAllFollowersCalled = true
      self.followers = followers
      completionHandler(posts, error)
    }
  }

  // MARK: Subject under test

  private func makeSUT(in world: ListPostsWorld) -> (
    sut: ListPostsInteractor, presenter: ListPostsPresentationLogicSpy, worker: ListPostsWorkerSpy
  ) {
    let worker = ListPostsWorkerSpy(postManager: PostManager(world: world))
    let sut = ListPostsInteractor(userManager: UserManager(world: world), worker: worker)
    let presenter = ListPostsPresentationLogicSpy()
    sut.presenter = presenter
    return (sut, presenter, worker)
  }

  private func post(_ title: String, daysAgo: Double) -> Post {
    Post(
      title: title, user: .raymondLaw, timestamp: Date(timeIntervalSince1970: 1_000_000 - daysAgo * 86_400))
  }

  // MARK: Tests

  @Test("Fetching follower posts asks the worker for the logged-in user's followers' posts")
  func fetchFollowerPostsAsksTheWorker() throws {
    // Given
    let (sut, _, worker) = makeSUT(in: try ListPostsWorld())

    // When
    sut.fetchFollowerPosts(request: ListPosts.FetchFollowerPosts.Request())

    // Then
    #expect(worker.fetchPostsByAllFollowersCalled)
    #expect(worker.followers == [.raymondLaw])
  }

  @Test("The worker's posts reach the presenter sorted newest first, the five newest only")
  func fetchedPostsArePresentedNewestFirstFiveAtMost() throws {
    // Given
    let (sut, presenter, worker) = makeSUT(in: try ListPostsWorld())
    worker.posts = [
      post("Worker", daysAgo: 4), post("Configurator", daysAgo: 6), post("View Controller", daysAgo: 1),
      post("Router", daysAgo: 5), post("Interactor", daysAgo: 2), post("Presenter", daysAgo: 3),
    ]

    // When
    sut.fetchFollowerPosts(request: ListPosts.FetchFollowerPosts.Request())

    // Then
    let response = try #require(presenter.response)
    #expect(
      response.posts?.map(\.title) == ["View Controller", "Interactor", "Presenter", "Worker", "Router"])
    #expect(response.error == nil)
    #expect(!response.hasNoFollowers)
  }

  @Test("A failed fetch reaches the presenter as a cannot-fetch error with the backend's message")
  func failedFetchIsPresentedAsAnError() throws {
    // Given
    let (sut, presenter, worker) = makeSUT(in: try ListPostsWorld())
    worker.posts = nil
    worker.error = .cannotFetch("The network connection was lost.")

    // When
    sut.fetchFollowerPosts(request: ListPosts.FetchFollowerPosts.Request())

    // Then
    let response = try #require(presenter.response)
    #expect(response.posts == nil)
    #expect(response.error == .cannotFetch(message: "The network connection was lost."))
  }

  @Test("Nobody logged in: nothing is fetched, the presenter gets a not-logged-in error")
  func loggedOutIsPresentedAsALoginError() throws {
    // Given
    let world = try ListPostsWorld()
    world.logOut()
    let (sut, presenter, worker) = makeSUT(in: world)

    // When
    sut.fetchFollowerPosts(request: ListPosts.FetchFollowerPosts.Request())

    // Then
    #expect(!worker.fetchPostsByAllFollowersCalled)
    #expect(presenter.response?.error == .notLoggedIn(message: "User is not logged in"))
  }

  @Test("Nobody follows the user: the presenter hears that there are no followers")
  func noFollowersIsPresentedAsSuch() throws {
    // Given
    let world = try ListPostsWorld()
    world.removeAllFollowers()
    let (sut, presenter, _) = makeSUT(in: world)

    // When
    sut.fetchFollowerPosts(request: ListPosts.FetchFollowerPosts.Request())

    // Then
    let response = try #require(presenter.response)
    #expect(response.posts?.isEmpty == true)
    #expect(response.hasNoFollowers)
  }
}
