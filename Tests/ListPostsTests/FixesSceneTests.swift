import Foundation
import HeadlessUIKit
import ListPostsCatalog
import ListPostsKit
import Testing

@testable import ListPostsFixes

/// Step 3's scene, one component at a time, in the style of the Clean Swift templates' tests: the
/// same tests as step 2's (VIPSceneTests.swift) but where step 3 fixed the empty list: diff the two
/// files to see what the fix changed in the specification.
@MainActor
@Suite("Step 3 Fixes · the scene, one component at a time")
struct FixesSceneTests {
  typealias FetchFollowerPosts = ListPostsFixes.ListPosts.FetchFollowerPosts
}

// MARK: - Interactor

extension FixesSceneTests {
  @MainActor
  @Suite("ListPostsInteractor")
  struct InteractorTests {
    // MARK: Test doubles

    @MainActor
    final class ListPostsPresentationLogicSpy: ListPostsFixes.ListPostsPresentationLogic {
      var presentFetchFollowerPostsCalled = false
      var response: FetchFollowerPosts.Response?

      func presentFetchFollowerPosts(response: FetchFollowerPosts.Response) {
        presentFetchFollowerPostsCalled = true
        self.response = response
      }
    }

    @MainActor
    final class ListPostsWorkerSpy: ListPostsFixes.ListPostsWorker {
      var fetchPostsByAllFollowersCalled = false
      var followers: [User]?
      /// What the spy answers at once.
      var posts: [Post]? = []
      var error: PostManagerError?

      override func fetchPostsByAllFollowers(
        _ followers: [User], completionHandler: @escaping ([Post]?, PostManagerError?) -> Void
      ) {
        fetchPostsByAllFollowersCalled = true
        self.followers = followers
        completionHandler(posts, error)
      }
    }

    // MARK: Subject under test

    private func makeSUT(in world: ListPostsWorld) -> (
      sut: ListPostsFixes.ListPostsInteractor, presenter: ListPostsPresentationLogicSpy,
      worker: ListPostsWorkerSpy
    ) {
      let presenter = ListPostsPresentationLogicSpy()
      let worker = ListPostsWorkerSpy(postManager: PostManager(world: world))
      let sut = ListPostsFixes.ListPostsInteractor(userManager: UserManager(world: world), worker: worker)
      sut.presenter = presenter
      return (sut, presenter, worker)
    }

    // MARK: Tests

    @Test(
      "It asks the worker for the followers' posts, then presents the five newest, newest first"
    )
    func fetchFollowerPostsPresentsTheFiveNewest() throws {
      // Given
      let world = try ListPostsWorld()
      world.addFollower(.amyApple)
      let (sut, presenter, worker) = makeSUT(in: world)
      worker.posts = Seeds.sevenPosts

      // When
      sut.fetchFollowerPosts(request: FetchFollowerPosts.Request())

      // Then
      #expect(worker.followers == [.raymondLaw, .amyApple])
      let response = try #require(presenter.response)
      #expect(response.posts?.map(\.title) == Seeds.fiveNewestTitles)
      #expect(response.error == nil)
      #expect(sut.recentPosts.map(\.title) == Seeds.fiveNewestTitles)
    }

    @Test("A failed fetch is presented as a cannot-fetch error with the backend's message")
    func failedFetchIsPresentedAsCannotFetch() throws {
      // Given
      let world = try ListPostsWorld()
      let (sut, presenter, worker) = makeSUT(in: world)
      worker.posts = nil
      worker.error = .cannotFetch("The network connection was lost.")

      // When
      sut.fetchFollowerPosts(request: FetchFollowerPosts.Request())

      // Then
      let response = try #require(presenter.response)
      #expect(response.posts == nil)
      #expect(response.error == .cannotFetch(message: "The network connection was lost."))
    }

    @Test(
      "Nobody logged in: the worker is not asked; \"User is not logged in\" is presented"
    )
    func loggedOutIsPresentedAsNotLoggedIn() throws {
      // Given
      let world = try ListPostsWorld()
      world.logOut()
      let (sut, presenter, worker) = makeSUT(in: world)

      // When
      sut.fetchFollowerPosts(request: FetchFollowerPosts.Request())

      // Then
      #expect(!worker.fetchPostsByAllFollowersCalled)
      #expect(presenter.presentFetchFollowerPostsCalled)
      let response = try #require(presenter.response)
      #expect(response.posts == nil)
      #expect(response.error == .notLoggedIn(message: "User is not logged in"))
    }
  }
}

// MARK: - Presenter

extension FixesSceneTests {
  @MainActor
  @Suite("ListPostsPresenter")
  struct PresenterTests {
    // MARK: Test doubles

    @MainActor
    final class ListPostsDisplayLogicSpy: ListPostsFixes.ListPostsDisplayLogic {
      /// The display methods called, in order, with their view models.
      var displayed: [(method: String, viewModel: FetchFollowerPosts.ViewModel)] = []

      func displayFetchFollowerPosts(viewModel: FetchFollowerPosts.ViewModel) {
        displayed.append(("displayFetchFollowerPosts", viewModel))
      }

      func displayFetchFollowerPostsFetchError(viewModel: FetchFollowerPosts.ViewModel) {
        displayed.append(("displayFetchFollowerPostsFetchError", viewModel))
      }

      func displayFetchFollowerPostsLoginError(viewModel: FetchFollowerPosts.ViewModel) {
        displayed.append(("displayFetchFollowerPostsLoginError", viewModel))
      }
    }

    /// A locale and time zone, and how the presenter writes a post's date in them.
    struct DateCase: Sendable, CustomTestStringConvertible {
      let locale: String
      let timeZone: String
      let publishedOn: String
      var testDescription: String { "\(locale), \(timeZone)" }
    }

    /// An error from the interactor, and how the presenter words it and displays it.
    struct ErrorCase: Sendable, CustomTestStringConvertible {
      let isLoginError: Bool
      let message: String
      let displayedError: String
      let displayMethod: String
      var testDescription: String { displayMethod }
    }

    // MARK: Tests

    @Test(
      "Posts read: title, author \"First Last\", medium date and time in the given locale and zone",
      arguments: [
        DateCase(
          locale: "en_US_POSIX", timeZone: "America/Los_Angeles",
          publishedOn: "Jun 4, 2017 at 2:41:00\u{202F}AM"),
        DateCase(locale: "en_US_POSIX", timeZone: "UTC", publishedOn: "Jun 4, 2017 at 9:41:00\u{202F}AM"),
        DateCase(locale: "de_DE", timeZone: "Europe/Berlin", publishedOn: "04.06.2017, 11:41:00"),
      ])
    func postsAreFormattedForDisplay(_ dateCase: DateCase) throws {
      // Given
      let sut = ListPostsFixes.ListPostsPresenter(
        locale: Locale(identifier: dateCase.locale), timeZone: TimeZone(identifier: dateCase.timeZone)!)
      let viewController = ListPostsDisplayLogicSpy()
      sut.viewController = viewController

      // When
      let posts = [
        Seeds.post("View Controller", daysAgo: 1), Seeds.post("Amy's Scene", by: .amyApple, daysAgo: 2),
      ]
      sut.presentFetchFollowerPosts(response: FetchFollowerPosts.Response(posts: posts, error: nil))

      // Then
      let displayed = try #require(viewController.displayed.first)
      #expect(viewController.displayed.count == 1)
      #expect(displayed.method == "displayFetchFollowerPosts")
      #expect(displayed.viewModel.displayedPosts?.map(\.title) == ["View Controller", "Amy's Scene"])
      #expect(displayed.viewModel.displayedPosts?.map(\.author) == ["Raymond Law", "Amy Apple"])
      #expect(displayed.viewModel.displayedPosts?.first?.publishedOn == dateCase.publishedOn)
      #expect(displayed.viewModel.error == nil)
    }

    @Test(
      "Errors are worded as the original words them, and go to the display method of their kind",
      arguments: [
        ErrorCase(
          isLoginError: false, message: "The network connection was lost.",
          displayedError: "ERROR: Cannot fetch - The network connection was lost.",
          displayMethod: "displayFetchFollowerPostsFetchError"),
        ErrorCase(
          isLoginError: true, message: "User is not logged in",
          displayedError: "ERROR: Cannot login - User is not logged in",
          displayMethod: "displayFetchFollowerPostsLoginError"),
      ])
    func errorsAreWordedForDisplay(_ errorCase: ErrorCase) throws {
      // Given
      let sut = ListPostsFixes.ListPostsPresenter(locale: Locale(identifier: "en_US_POSIX"), timeZone: .gmt)
      let viewController = ListPostsDisplayLogicSpy()
      sut.viewController = viewController

      // When
      let error: FetchFollowerPosts.Error =
        errorCase.isLoginError
        ? .notLoggedIn(message: errorCase.message) : .cannotFetch(message: errorCase.message)
      sut.presentFetchFollowerPosts(response: FetchFollowerPosts.Response(posts: nil, error: error))

      // Then
      let displayed = try #require(viewController.displayed.first)
      #expect(viewController.displayed.count == 1)
      #expect(displayed.method == errorCase.displayMethod)
      #expect(displayed.viewModel.error == errorCase.displayedError)
      #expect(displayed.viewModel.displayedPosts == [])
    }

    @Test("An empty list of posts is displayed, as an empty list")
    func emptyListIsDisplayed() throws {
      // Given
      let sut = ListPostsFixes.ListPostsPresenter(locale: Locale(identifier: "en_US_POSIX"), timeZone: .gmt)
      let viewController = ListPostsDisplayLogicSpy()
      sut.viewController = viewController

      // When
      sut.presentFetchFollowerPosts(response: FetchFollowerPosts.Response(posts: [], error: nil))

      // Then
      let displayed = try #require(viewController.displayed.first)
      #expect(viewController.displayed.count == 1)
      #expect(displayed.method == "displayFetchFollowerPosts")
      #expect(displayed.viewModel.displayedPosts == [])
      #expect(displayed.viewModel.error == nil)
    }
  }
}

// MARK: - View controller

extension FixesSceneTests {
  @MainActor
  @Suite("ListPostsViewController")
  struct ViewControllerTests {
    // MARK: Test doubles

    @MainActor
    final class ListPostsBusinessLogicSpy: ListPostsFixes.ListPostsBusinessLogic {
      var fetchFollowerPostsCallCount = 0

      func fetchFollowerPosts(request: FetchFollowerPosts.Request) {
        fetchFollowerPostsCallCount += 1
      }
    }

    // MARK: Subject under test

    /// The view controller with a spy for an interactor, shown in a window (so that it can present
    /// an alert), its view loaded.
    private func makeSUT() -> (
      sut: ListPostsFixes.ListPostsViewController, interactor: ListPostsBusinessLogicSpy, window: UIWindow
    ) {
      let sut = ListPostsFixes.ListPostsViewController()
      let interactor = ListPostsBusinessLogicSpy()
      sut.interactor = interactor
      let window = UIWindow()
      window.rootViewController = sut
      window.makeKeyAndVisible()
      return (sut, interactor, window)
    }

    private func displayedPost(_ title: String) -> FetchFollowerPosts.ViewModel.DisplayedPost {
      FetchFollowerPosts.ViewModel.DisplayedPost(
        title: title, author: "Raymond Law", publishedOn: "Jun 4, 2017 at 2:41:00 AM")
    }

    // MARK: Tests

    @Test("When its view has loaded, it asks the interactor to fetch follower posts, once")
    func viewDidLoadFetchesFollowerPosts() {
      // Given
      let sut = ListPostsFixes.ListPostsViewController()
      let interactor = ListPostsBusinessLogicSpy()
      sut.interactor = interactor

      // When
      sut.loadViewIfNeeded()

      // Then
      #expect(interactor.fetchFollowerPostsCallCount == 1)
    }

    @Test(
      "Displaying posts fills the table (title, published on) and hides Login")
    func displayingPostsFillsTheTable() {
      // Given
      let (sut, _, window) = makeSUT()
      defer { window.rootViewController = nil }

      // When
      let viewModel = FetchFollowerPosts.ViewModel(
        displayedPosts: [displayedPost("View Controller"), displayedPost("Interactor")], error: nil)
      sut.displayFetchFollowerPosts(viewModel: viewModel)

      // Then
      #expect(sut.numberOfSections(in: sut.tableView) == 1)
      #expect(sut.tableView(sut.tableView, numberOfRowsInSection: 0) == 2)
      let cell = sut.tableView(sut.tableView, cellForRowAt: IndexPath(row: 1, section: 0))
      #expect(cell.textLabel?.text == "Interactor")
      #expect(cell.detailTextLabel?.text == "Jun 4, 2017 at 2:41:00 AM")
      #expect(sut.loginButton.isHidden)
      #expect(sut.tableView.backgroundView == nil)
    }

    @Test("Displaying no posts empties the table, hides Login, and says there are no posts")
    func displayingNoPostsShowsTheEmptyState() {
      // Given
      let (sut, _, window) = makeSUT()
      defer { window.rootViewController = nil }

      // When
      sut.displayFetchFollowerPosts(viewModel: FetchFollowerPosts.ViewModel(displayedPosts: [], error: nil))

      // Then
      #expect(sut.tableView(sut.tableView, numberOfRowsInSection: 0) == 0)
      #expect(sut.loginButton.isHidden)
      let emptyState = sut.tableView.backgroundView as? UILabel
      #expect(emptyState?.text == "No posts from your followers yet")
    }

    @Test("Displaying a fetch error clears the posts, hides Login, alerts the error with OK")
    func displayingAFetchErrorAlertsIt() throws {
      // Given
      let (sut, _, window) = makeSUT()
      defer { window.rootViewController = nil }
      sut.displayFetchFollowerPosts(
        viewModel: FetchFollowerPosts.ViewModel(displayedPosts: [displayedPost("Worker")], error: nil))

      // When
      let viewModel = FetchFollowerPosts.ViewModel(displayedPosts: [], error: "ERROR: Cannot fetch - Boom")
      sut.displayFetchFollowerPostsFetchError(viewModel: viewModel)

      // Then
      #expect(sut.tableView(sut.tableView, numberOfRowsInSection: 0) == 0)
      #expect(sut.loginButton.isHidden)
      let alert = try #require(sut.presentedViewController as? UIAlertController)
      #expect(alert.title == "ERROR: Cannot fetch - Boom")
      #expect(alert.actions.map(\.title) == ["OK"])
    }

    @Test("Displaying a login error shows the Login button, and nothing else")
    func displayingALoginErrorShowsLogin() {
      // Given
      let (sut, _, window) = makeSUT()
      defer { window.rootViewController = nil }
      sut.loginButton.isHidden = true

      // When
      let viewModel = FetchFollowerPosts.ViewModel(
        displayedPosts: [], error: "ERROR: Cannot login - User is not logged in")
      sut.displayFetchFollowerPostsLoginError(viewModel: viewModel)

      // Then
      #expect(!sut.loginButton.isHidden)
      #expect(sut.presentedViewController == nil)
    }
  }
}

// MARK: - Worker

extension FixesSceneTests {
  @MainActor
  @Suite("ListPostsWorker")
  struct WorkerTests {
    /// What the worker completed with, each time it completed.
    @MainActor
    final class Completions {
      var answers: [(posts: [String]?, error: PostManagerError?)] = []

      func record(_ posts: [Post]?, _ error: PostManagerError?) {
        answers.append((posts?.map(\.title), error))
      }
    }

    @Test(
      "It completes once, when the last follower answers, with the posts in the followers' order"
    )
    func completesWhenTheLastFollowerAnswers() throws {
      // Given
      let world = try ListPostsWorld()
      world.addPost("Amy's Scene", by: .amyApple, publishedAgo: ListPostsWorld.oneDay / 2)
      world.requests.policy = .hold
      let sut = ListPostsFixes.ListPostsWorker(postManager: PostManager(world: world))
      let completions = Completions()

      // When
      sut.fetchPostsByAllFollowers([.raymondLaw, .amyApple], completionHandler: completions.record)
      try world.requests.release(PostManager.requestName(forPostsOf: .amyApple))

      // Then
      #expect(completions.answers.isEmpty)
      try world.requests.release(PostManager.requestName(forPostsOf: .raymondLaw))
      #expect(completions.answers.count == 1)
      #expect(
        completions.answers.first?.posts == [
          "View Controller", "Interactor", "Presenter", "Worker", "Router", "Configurator", "Amy's Scene",
        ])
    }

    @Test("It completes with the error of a follower whose fetch fails")
    func completesWithTheErrorOfAFailedFetch() throws {
      // Given
      let world = try ListPostsWorld()
      world.requests.policy = .hold
      let sut = ListPostsFixes.ListPostsWorker(postManager: PostManager(world: world))
      let completions = Completions()

      // When
      sut.fetchPostsByAllFollowers([.raymondLaw, .amyApple], completionHandler: completions.record)
      try world.requests.fail(PostManager.requestName(forPostsOf: .amyApple), message: "Boom")

      // Then
      #expect(completions.answers.count == 1)
      #expect(completions.answers.first?.posts == nil)
      #expect(completions.answers.first?.error == .cannotFetch("Boom"))
    }

    @Test("With no followers it completes at once, with no posts, and asks the backend nothing")
    func noFollowersCompletesAtOnce() throws {
      // Given
      let world = try ListPostsWorld()
      world.requests.policy = .hold
      let sut = ListPostsFixes.ListPostsWorker(postManager: PostManager(world: world))
      let completions = Completions()

      // When
      sut.fetchPostsByAllFollowers([], completionHandler: completions.record)

      // Then
      #expect(completions.answers.count == 1)
      #expect(completions.answers.first?.posts == [])
      #expect(completions.answers.first?.error == nil)
      #expect(world.requests.heldRequestNames.isEmpty)
    }
  }
}
