import Foundation
import HeadlessInterfaceBuilder
import HeadlessUIKit
import ListPostsCatalog
import ListPostsKit
import Testing

@testable import ListPostsFixes
@testable import ListPostsVIP

// Steps 2 and 3's scene, one component at a time, in the style of the Clean Swift templates' tests:
// the subject under test (sut) gets spies for its neighbours, and each test reads Given / When /
// Then. Each step has its own copy of each component; the tests see both through one face (a
// protocol each step's type conforms to here) and state each behaviour once. Where step 3 fixed the
// user with no followers, each step's behaviour has its own test, which takes only that step: its
// name says which step, and what step 3 changed.
//
// These are the scene's only unit tests (they used to have a twin written against step 3 alone,
// whose every assertion is here). To lift one into your own project, keep its body and replace the
// step's face (`Presenter.Type`, `ViewController.UseCase`) with your own types.

// MARK: - Every step's scene, seen through one face

/// A step's `ListPosts.FetchFollowerPosts`: the use case's models.
protocol FetchFollowerPostsUnderTest {
  associatedtype Request: RequestUnderTest
  associatedtype Response: ResponseUnderTest
  associatedtype ViewModel: ViewModelUnderTest
}

/// A step's `ListPosts.FetchFollowerPosts.Request`.
protocol RequestUnderTest {
  init()
}

/// A step's `ListPosts.FetchFollowerPosts.Response`.
protocol ResponseUnderTest {
  /// The step's `ListPosts.FetchFollowerPosts.Error`.
  associatedtype Failure: FetchErrorUnderTest
  init(posts: [Post]?, error: Failure?)
  var posts: [Post]? { get }
  var error: Failure? { get }
}

/// A step's `ListPosts.FetchFollowerPosts.Error`.
protocol FetchErrorUnderTest: Equatable {
  static func notLoggedIn(message: String) -> Self
  static func cannotFetch(message: String) -> Self
}

/// A step's `ListPosts.FetchFollowerPosts.ViewModel`.
protocol ViewModelUnderTest {
  associatedtype DisplayedPost: DisplayedPostUnderTest
  init(displayedPosts: [DisplayedPost]?, error: String?)
  var displayedPosts: [DisplayedPost]? { get }
  var error: String? { get }
}

/// A step's `ListPosts.FetchFollowerPosts.ViewModel.DisplayedPost`.
protocol DisplayedPostUnderTest: Equatable {
  init(title: String, author: String, publishedOn: String)
  var title: String { get }
  var author: String { get }
  var publishedOn: String { get }
}

/// A step's `ListPostsInteractor`.
@MainActor
protocol ListPostsInteractorUnderTest: AnyObject, SendableMetatype {
  associatedtype UseCase: FetchFollowerPostsUnderTest
  /// The step's worker spy, a subclass of the step's `ListPostsWorker`.
  associatedtype WorkerSpy: ListPostsWorkerSpyForwarding
  /// The interactor with spies for its presenter and its worker, as the templates' tests set it up.
  init(userManager: UserManager, presenter: ListPostsPresentationLogicSpy<UseCase>, worker: WorkerSpy)
  var recentPosts: [Post] { get }
  func fetchFollowerPosts(request: UseCase.Request)
}

/// A step's `ListPostsPresenter`.
@MainActor
protocol ListPostsPresenterUnderTest: AnyObject, SendableMetatype {
  associatedtype UseCase: FetchFollowerPostsUnderTest
  /// The presenter with a spy for its view controller (which it holds weakly).
  init(locale: Locale, timeZone: TimeZone, viewController: ListPostsDisplayLogicSpy<UseCase>)
  func presentFetchFollowerPosts(response: UseCase.Response)
}

/// A step's `ListPostsViewController`.
@MainActor
protocol ListPostsViewControllerUnderTest: UIViewController, UITableViewDataSource, SendableMetatype {
  associatedtype UseCase: FetchFollowerPostsUnderTest
  /// The view controller from the step's Main storyboard, with a spy for its interactor; its view
  /// not loaded yet.
  static func instantiate(interactor: ListPostsBusinessLogicSpy<UseCase>) -> Self
  var loginButton: UIButton! { get }
  var tableView: UITableView! { get }
  func displayFetchFollowerPosts(viewModel: UseCase.ViewModel)
  func displayFetchFollowerPostsFetchError(viewModel: UseCase.ViewModel)
  func displayFetchFollowerPostsLoginError(viewModel: UseCase.ViewModel)
}

/// A step's `ListPostsWorker`.
@MainActor
protocol ListPostsWorkerUnderTest: AnyObject {
  func fetchPostsByAllFollowers(
    _ followers: [User], completionHandler: @escaping ([Post]?, PostManagerError?) -> Void)
}

/// A step's worker spy: a subclass of the step's `ListPostsWorker` (which only the step's own type
/// can be) that answers and records through the shared `ListPostsWorkerSpy`.
@MainActor
protocol ListPostsWorkerSpyForwarding: AnyObject {
  init(postManager: PostManager)
  var spy: ListPostsWorkerSpy { get }
}

// MARK: Test doubles

/// The templates' presenter spy, for every step (each step's conformance is below).
@MainActor
final class ListPostsPresentationLogicSpy<UseCase: FetchFollowerPostsUnderTest> {
  var presentFetchFollowerPostsCalled = false
  var response: UseCase.Response?

  func presentFetchFollowerPosts(response: UseCase.Response) {
    presentFetchFollowerPostsCalled = true
    self.response = response
  }
}

/// The templates' view controller spy, for every step.
@MainActor
final class ListPostsDisplayLogicSpy<UseCase: FetchFollowerPostsUnderTest> {
  /// The display methods called, in order, with their view models.
  var displayed: [(method: String, viewModel: UseCase.ViewModel)] = []

  func displayFetchFollowerPosts(viewModel: UseCase.ViewModel) {
    displayed.append(("displayFetchFollowerPosts", viewModel))
  }

  func displayFetchFollowerPostsFetchError(viewModel: UseCase.ViewModel) {
    displayed.append(("displayFetchFollowerPostsFetchError", viewModel))
  }

  func displayFetchFollowerPostsLoginError(viewModel: UseCase.ViewModel) {
    displayed.append(("displayFetchFollowerPostsLoginError", viewModel))
  }
}

/// The templates' interactor spy, for every step.
@MainActor
final class ListPostsBusinessLogicSpy<UseCase: FetchFollowerPostsUnderTest> {
  var fetchFollowerPostsCallCount = 0

  func fetchFollowerPosts(request: UseCase.Request) {
    fetchFollowerPostsCallCount += 1
  }
}

/// The templates' worker spy, for every step: what it heard, and what it answers at once.
@MainActor
final class ListPostsWorkerSpy {
  var fetchPostsByAllFollowersCalled = false
  var followers: [User]?
  /// What the spy answers at once.
  var posts: [Post]? = []
  var error: PostManagerError?

  func fetchPostsByAllFollowers(
    _ followers: [User], completionHandler: @escaping ([Post]?, PostManagerError?) -> Void
  ) {
    fetchPostsByAllFollowersCalled = true
    self.followers = followers
    completionHandler(posts, error)
  }
}

/// Step 2's worker spy.
final class VIPWorkerSpy: ListPostsVIP.ListPostsWorker, ListPostsWorkerSpyForwarding {
  let spy = ListPostsWorkerSpy()

  override func fetchPostsByAllFollowers(
    _ followers: [User], completionHandler: @escaping ([Post]?, PostManagerError?) -> Void
  ) {
    spy.fetchPostsByAllFollowers(followers, completionHandler: completionHandler)
  }
}

/// Step 3's worker spy.
final class FixesWorkerSpy: ListPostsFixes.ListPostsWorker, ListPostsWorkerSpyForwarding {
  let spy = ListPostsWorkerSpy()

  override func fetchPostsByAllFollowers(
    _ followers: [User], completionHandler: @escaping ([Post]?, PostManagerError?) -> Void
  ) {
    spy.fetchPostsByAllFollowers(followers, completionHandler: completionHandler)
  }
}

// MARK: Each step's conformances

extension ListPostsVIP.ListPosts.FetchFollowerPosts: FetchFollowerPostsUnderTest {}
extension ListPostsFixes.ListPosts.FetchFollowerPosts: FetchFollowerPostsUnderTest {}
extension ListPostsVIP.ListPosts.FetchFollowerPosts.Request: RequestUnderTest {}
extension ListPostsFixes.ListPosts.FetchFollowerPosts.Request: RequestUnderTest {}
extension ListPostsVIP.ListPosts.FetchFollowerPosts.Response: ResponseUnderTest {}
extension ListPostsFixes.ListPosts.FetchFollowerPosts.Response: ResponseUnderTest {
  /// Step 3's response when the user has followers: what step 2's response always says.
  init(posts: [Post]?, error: ListPostsFixes.ListPosts.FetchFollowerPosts.Error?) {
    self.init(posts: posts, error: error, hasNoFollowers: false)
  }
}
extension ListPostsVIP.ListPosts.FetchFollowerPosts.Error: FetchErrorUnderTest {}
extension ListPostsFixes.ListPosts.FetchFollowerPosts.Error: FetchErrorUnderTest {}
extension ListPostsVIP.ListPosts.FetchFollowerPosts.ViewModel: ViewModelUnderTest {}
extension ListPostsFixes.ListPosts.FetchFollowerPosts.ViewModel: ViewModelUnderTest {
  /// Step 3's view model without an empty state: what step 2's view model always is.
  init(displayedPosts: [DisplayedPost]?, error: String?) {
    self.init(displayedPosts: displayedPosts, error: error, emptyState: nil)
  }
}
extension ListPostsVIP.ListPosts.FetchFollowerPosts.ViewModel.DisplayedPost: DisplayedPostUnderTest {}
extension ListPostsFixes.ListPosts.FetchFollowerPosts.ViewModel.DisplayedPost: DisplayedPostUnderTest {}

extension ListPostsVIP.ListPostsWorker: ListPostsWorkerUnderTest {}
extension ListPostsFixes.ListPostsWorker: ListPostsWorkerUnderTest {}

extension ListPostsPresentationLogicSpy: ListPostsVIP.ListPostsPresentationLogic
where UseCase == ListPostsVIP.ListPosts.FetchFollowerPosts {}
extension ListPostsPresentationLogicSpy: ListPostsFixes.ListPostsPresentationLogic
where UseCase == ListPostsFixes.ListPosts.FetchFollowerPosts {}
extension ListPostsDisplayLogicSpy: ListPostsVIP.ListPostsDisplayLogic
where UseCase == ListPostsVIP.ListPosts.FetchFollowerPosts {}
extension ListPostsDisplayLogicSpy: ListPostsFixes.ListPostsDisplayLogic
where UseCase == ListPostsFixes.ListPosts.FetchFollowerPosts {}
extension ListPostsBusinessLogicSpy: ListPostsVIP.ListPostsBusinessLogic
where UseCase == ListPostsVIP.ListPosts.FetchFollowerPosts {}
extension ListPostsBusinessLogicSpy: ListPostsFixes.ListPostsBusinessLogic
where UseCase == ListPostsFixes.ListPosts.FetchFollowerPosts {}

// Only a step's own code can hand its components a spy of that step's type: each step's
// convenience initializer does, and names the step's use case and worker spy.

extension ListPostsVIP.ListPostsInteractor: ListPostsInteractorUnderTest {
  convenience init(
    userManager: UserManager,
    presenter: ListPostsPresentationLogicSpy<ListPostsVIP.ListPosts.FetchFollowerPosts>, worker: VIPWorkerSpy
  ) {
    self.init(userManager: userManager, worker: worker)
    self.presenter = presenter
  }
}
extension ListPostsFixes.ListPostsInteractor: ListPostsInteractorUnderTest {
  convenience init(
    userManager: UserManager,
    presenter: ListPostsPresentationLogicSpy<ListPostsFixes.ListPosts.FetchFollowerPosts>,
    worker: FixesWorkerSpy
  ) {
    self.init(userManager: userManager, worker: worker)
    self.presenter = presenter
  }
}

extension ListPostsVIP.ListPostsPresenter: ListPostsPresenterUnderTest {
  convenience init(
    locale: Locale, timeZone: TimeZone,
    viewController: ListPostsDisplayLogicSpy<ListPostsVIP.ListPosts.FetchFollowerPosts>
  ) {
    self.init(locale: locale, timeZone: timeZone)
    self.viewController = viewController
  }
}
extension ListPostsFixes.ListPostsPresenter: ListPostsPresenterUnderTest {
  convenience init(
    locale: Locale, timeZone: TimeZone,
    viewController: ListPostsDisplayLogicSpy<ListPostsFixes.ListPosts.FetchFollowerPosts>
  ) {
    self.init(locale: locale, timeZone: timeZone)
    self.viewController = viewController
  }
}

extension ListPostsVIP.ListPostsViewController: ListPostsViewControllerUnderTest {
  static func instantiate(
    interactor: ListPostsBusinessLogicSpy<ListPostsVIP.ListPosts.FetchFollowerPosts>
  ) -> Self {
    let storyboard = ListPostsVIP.makeMainStoryboard().load()
    let viewController = storyboard.instantiateViewController(withIdentifier: "ListPostsViewController")
    let sut = viewController as! Self
    sut.interactor = interactor
    return sut
  }
}
extension ListPostsFixes.ListPostsViewController: ListPostsViewControllerUnderTest {
  static func instantiate(
    interactor: ListPostsBusinessLogicSpy<ListPostsFixes.ListPosts.FetchFollowerPosts>
  ) -> Self {
    let storyboard = ListPostsFixes.makeMainStoryboard().load()
    let viewController = storyboard.instantiateViewController(withIdentifier: "ListPostsViewController")
    let sut = viewController as! Self
    sut.interactor = interactor
    return sut
  }
}

// MARK: The steps

/// One step's scene: its components, through the faces above.
struct SceneStep: Sendable, CustomTestStringConvertible {
  let testDescription: String
  let interactor: any ListPostsInteractorUnderTest.Type
  let presenter: any ListPostsPresenterUnderTest.Type
  let viewController: any ListPostsViewControllerUnderTest.Type
  /// The step's `ListPostsWorker.init(postManager:)` (a class that is not final cannot promise
  /// an initializer to a protocol).
  let makeWorker: @MainActor @Sendable (PostManager) -> any ListPostsWorkerUnderTest

  /// Step 2, VIP: the seed's scene, in Clean Swift's components.
  static let vip = SceneStep(
    testDescription: "Step 2 VIP", interactor: ListPostsVIP.ListPostsInteractor.self,
    presenter: ListPostsVIP.ListPostsPresenter.self,
    viewController: ListPostsVIP.ListPostsViewController.self,
    makeWorker: ListPostsVIP.ListPostsWorker.init)

  /// Step 3, Fixes: the same scene, with the user who has no followers fixed.
  static let fixes = SceneStep(
    testDescription: "Step 3 Fixes", interactor: ListPostsFixes.ListPostsInteractor.self,
    presenter: ListPostsFixes.ListPostsPresenter.self,
    viewController: ListPostsFixes.ListPostsViewController.self,
    makeWorker: ListPostsFixes.ListPostsWorker.init)
}

/// The steps that have the VIP scene.
let sceneSteps = [SceneStep.vip, .fixes]

@MainActor
@Suite("Steps 2 and 3 · the scene, one component at a time")
struct SceneTests {}

// MARK: - Interactor

extension SceneTests {
  @MainActor
  @Suite("ListPostsInteractor")
  struct InteractorTests {
    // MARK: Subject under test

    private func makeSUT<Interactor: ListPostsInteractorUnderTest>(
      _: Interactor.Type, in world: ListPostsWorld
    ) -> (
      sut: Interactor, presenter: ListPostsPresentationLogicSpy<Interactor.UseCase>,
      worker: ListPostsWorkerSpy
    ) {
      let presenter = ListPostsPresentationLogicSpy<Interactor.UseCase>()
      let worker = Interactor.WorkerSpy(postManager: PostManager(world: world))
      let sut = Interactor(userManager: UserManager(world: world), presenter: presenter, worker: worker)
      return (sut, presenter, worker.spy)
    }

    // MARK: Tests

    @Test(
      "It asks the worker for the followers' posts, then presents the five newest, newest first",
      arguments: sceneSteps)
    func fetchFollowerPostsPresentsTheFiveNewest(step: SceneStep) throws {
      try fetchFollowerPostsPresentsTheFiveNewest(step.interactor)
    }

    private func fetchFollowerPostsPresentsTheFiveNewest<Interactor: ListPostsInteractorUnderTest>(
      _ interactor: Interactor.Type
    ) throws {
      // Given
      let world = try ListPostsWorld()
      world.addFollower(.amyApple)
      let (sut, presenter, worker) = makeSUT(interactor, in: world)
      worker.posts = Seeds.sevenPosts

      // When
      sut.fetchFollowerPosts(request: Interactor.UseCase.Request())

      // Then
      #expect(worker.followers == [.raymondLaw, .amyApple])
      let response = try #require(presenter.response)
      #expect(response.posts?.map(\.title) == Seeds.fiveNewestTitles)
      #expect(response.error == nil)
      // As in the seed, the data store is declared and never filled: the posts go to the response.
      #expect(sut.recentPosts.isEmpty)
    }

    @Test(
      "A failed fetch is presented as a cannot-fetch error with the backend's message", arguments: sceneSteps)
    func failedFetchIsPresentedAsCannotFetch(step: SceneStep) throws {
      try failedFetchIsPresentedAsCannotFetch(step.interactor)
    }

    private func failedFetchIsPresentedAsCannotFetch<Interactor: ListPostsInteractorUnderTest>(
      _ interactor: Interactor.Type
    ) throws {
      // Given
      let world = try ListPostsWorld()
      let (sut, presenter, worker) = makeSUT(interactor, in: world)
      worker.posts = nil
      worker.error = .cannotFetch("The network connection was lost.")

      // When
      sut.fetchFollowerPosts(request: Interactor.UseCase.Request())

      // Then
      let response = try #require(presenter.response)
      #expect(response.posts == nil)
      #expect(response.error == .cannotFetch(message: "The network connection was lost."))
    }

    @Test(
      "Nobody logged in: the worker is not asked; \"User is not logged in\" is presented",
      arguments: sceneSteps)
    func loggedOutIsPresentedAsNotLoggedIn(step: SceneStep) throws {
      try loggedOutIsPresentedAsNotLoggedIn(step.interactor)
    }

    private func loggedOutIsPresentedAsNotLoggedIn<Interactor: ListPostsInteractorUnderTest>(
      _ interactor: Interactor.Type
    ) throws {
      // Given
      let world = try ListPostsWorld()
      world.logOut()
      let (sut, presenter, worker) = makeSUT(interactor, in: world)

      // When
      sut.fetchFollowerPosts(request: Interactor.UseCase.Request())

      // Then
      #expect(!worker.fetchPostsByAllFollowersCalled)
      #expect(presenter.presentFetchFollowerPostsCalled)
      let response = try #require(presenter.response)
      #expect(response.posts == nil)
      #expect(response.error == .notLoggedIn(message: "User is not logged in"))
    }

    @Test(
      "Step 3 fixed it: the response says when nobody follows the user, and only then",
      arguments: [([User](), true), ([.raymondLaw], false)])
    func responseSaysWhetherNobodyFollows(followers: [User], hasNoFollowers: Bool) throws {
      // Given
      let world = try ListPostsWorld()
      world.removeAllFollowers()
      for follower in followers { world.addFollower(follower) }
      let (sut, presenter, worker) = makeSUT(ListPostsFixes.ListPostsInteractor.self, in: world)
      worker.posts = []

      // When
      sut.fetchFollowerPosts(request: ListPostsFixes.ListPosts.FetchFollowerPosts.Request())

      // Then
      #expect(worker.followers == followers)
      let response = try #require(presenter.response)
      #expect(response.posts == [])
      #expect(response.error == nil)
      #expect(response.hasNoFollowers == hasNoFollowers)
    }
  }
}

// MARK: - Presenter

extension SceneTests {
  @MainActor
  @Suite("ListPostsPresenter")
  struct PresenterTests {
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

    // MARK: Subject under test

    private func makeSUT<Presenter: ListPostsPresenterUnderTest>(
      _: Presenter.Type, locale: String = "en_US_POSIX", timeZone: TimeZone = .gmt
    ) -> (sut: Presenter, viewController: ListPostsDisplayLogicSpy<Presenter.UseCase>) {
      let viewController = ListPostsDisplayLogicSpy<Presenter.UseCase>()
      let sut = Presenter(
        locale: Locale(identifier: locale), timeZone: timeZone, viewController: viewController)
      return (sut, viewController)
    }

    // MARK: Tests

    @Test(
      "Posts read: title, author \"First Last\", medium date and time in the given locale and zone",
      arguments: sceneSteps,
      [
        DateCase(
          locale: "en_US_POSIX", timeZone: "America/Los_Angeles",
          publishedOn: "Jun 4, 2017 at 2:41:00\u{202F}AM"),
        DateCase(locale: "en_US_POSIX", timeZone: "UTC", publishedOn: "Jun 4, 2017 at 9:41:00\u{202F}AM"),
        DateCase(locale: "de_DE", timeZone: "Europe/Berlin", publishedOn: "04.06.2017, 11:41:00"),
      ])
    func postsAreFormattedForDisplay(step: SceneStep, _ dateCase: DateCase) throws {
      try postsAreFormattedForDisplay(step.presenter, dateCase)
    }

    private func postsAreFormattedForDisplay<Presenter: ListPostsPresenterUnderTest>(
      _ presenter: Presenter.Type, _ dateCase: DateCase
    ) throws {
      // Given
      let (sut, viewController) = makeSUT(
        presenter, locale: dateCase.locale, timeZone: TimeZone(identifier: dateCase.timeZone)!)

      // When
      let posts = [
        Seeds.post("View Controller", daysAgo: 1), Seeds.post("Amy's Scene", by: .amyApple, daysAgo: 2),
      ]
      sut.presentFetchFollowerPosts(response: Presenter.UseCase.Response(posts: posts, error: nil))

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
      arguments: sceneSteps,
      [
        ErrorCase(
          isLoginError: false, message: "The network connection was lost.",
          displayedError: "ERROR: Cannot fetch - The network connection was lost.",
          displayMethod: "displayFetchFollowerPostsFetchError"),
        ErrorCase(
          isLoginError: true, message: "User is not logged in",
          displayedError: "ERROR: Cannot login - User is not logged in",
          displayMethod: "displayFetchFollowerPostsLoginError"),
      ])
    func errorsAreWordedForDisplay(step: SceneStep, _ errorCase: ErrorCase) throws {
      try errorsAreWordedForDisplay(step.presenter, errorCase)
    }

    private func errorsAreWordedForDisplay<Presenter: ListPostsPresenterUnderTest>(
      _ presenter: Presenter.Type, _ errorCase: ErrorCase
    ) throws {
      // Given
      let (sut, viewController) = makeSUT(presenter)

      // When
      let error: Presenter.UseCase.Response.Failure =
        errorCase.isLoginError
        ? .notLoggedIn(message: errorCase.message) : .cannotFetch(message: errorCase.message)
      sut.presentFetchFollowerPosts(response: Presenter.UseCase.Response(posts: nil, error: error))

      // Then
      let displayed = try #require(viewController.displayed.first)
      #expect(viewController.displayed.count == 1)
      #expect(displayed.method == errorCase.displayMethod)
      #expect(displayed.viewModel.error == errorCase.displayedError)
      #expect(displayed.viewModel.displayedPosts == [])
    }

    @Test("An empty list of posts from followers is not displayed at all", arguments: sceneSteps)
    func emptyListIsNotDisplayed(step: SceneStep) {
      emptyListIsNotDisplayed(step.presenter)
    }

    private func emptyListIsNotDisplayed<Presenter: ListPostsPresenterUnderTest>(_ presenter: Presenter.Type)
    {
      // Given
      let (sut, viewController) = makeSUT(presenter)

      // When
      sut.presentFetchFollowerPosts(response: Presenter.UseCase.Response(posts: [], error: nil))

      // Then
      #expect(viewController.displayed.isEmpty)
    }

    @Test("Step 3 fixed it: no followers is displayed as an empty table that says nobody follows the user")
    func noFollowersIsDisplayedAsAnEmptyState() throws {
      // Given
      let (sut, viewController) = makeSUT(ListPostsFixes.ListPostsPresenter.self)

      // When
      let response = ListPostsFixes.ListPosts.FetchFollowerPosts.Response(
        posts: [], error: nil, hasNoFollowers: true)
      sut.presentFetchFollowerPosts(response: response)

      // Then
      let displayed = try #require(viewController.displayed.first)
      #expect(viewController.displayed.count == 1)
      #expect(displayed.method == "displayFetchFollowerPosts")
      #expect(displayed.viewModel.displayedPosts == [])
      #expect(displayed.viewModel.error == nil)
      #expect(displayed.viewModel.emptyState == "Nobody follows you yet")
    }

    @Test("Step 3: posts from followers are displayed with no empty state")
    func postsAreDisplayedWithNoEmptyState() throws {
      // Given
      let (sut, viewController) = makeSUT(ListPostsFixes.ListPostsPresenter.self)

      // When
      sut.presentFetchFollowerPosts(
        response: .init(posts: [Seeds.post("View Controller", daysAgo: 1)], error: nil))

      // Then
      let displayed = try #require(viewController.displayed.first)
      #expect(displayed.viewModel.displayedPosts?.map(\.title) == ["View Controller"])
      #expect(displayed.viewModel.emptyState == nil)
    }
  }
}

// MARK: - View controller

extension SceneTests {
  @MainActor
  @Suite("ListPostsViewController")
  struct ViewControllerTests {
    // MARK: Subject under test

    /// The view controller with a spy for an interactor, shown in a window (so that it can present
    /// an alert), its view loaded.
    private func makeSUT<ViewController: ListPostsViewControllerUnderTest>(_: ViewController.Type) -> (
      sut: ViewController, interactor: ListPostsBusinessLogicSpy<ViewController.UseCase>, window: UIWindow
    ) {
      let interactor = ListPostsBusinessLogicSpy<ViewController.UseCase>()
      let sut = ViewController.instantiate(interactor: interactor)
      let window = UIWindow()
      window.rootViewController = sut
      window.makeKeyAndVisible()
      return (sut, interactor, window)
    }

    private func displayedPost<DisplayedPost: DisplayedPostUnderTest>(_ title: String) -> DisplayedPost {
      DisplayedPost(title: title, author: "Raymond Law", publishedOn: "Jun 4, 2017 at 2:41:00 AM")
    }

    // MARK: Tests

    @Test(
      "When its view has loaded, it asks the interactor to fetch follower posts, once", arguments: sceneSteps)
    func viewDidLoadFetchesFollowerPosts(step: SceneStep) {
      viewDidLoadFetchesFollowerPosts(step.viewController)
    }

    private func viewDidLoadFetchesFollowerPosts<ViewController: ListPostsViewControllerUnderTest>(
      _: ViewController.Type
    ) {
      // Given
      let interactor = ListPostsBusinessLogicSpy<ViewController.UseCase>()
      let sut = ViewController.instantiate(interactor: interactor)

      // When
      sut.loadViewIfNeeded()

      // Then
      #expect(interactor.fetchFollowerPostsCallCount == 1)
    }

    @Test(
      "Displaying posts fills the table (title, published on), hides Login, and shows no empty state",
      arguments: sceneSteps)
    func displayingPostsFillsTheTable(step: SceneStep) {
      displayingPostsFillsTheTable(step.viewController)
    }

    private func displayingPostsFillsTheTable<ViewController: ListPostsViewControllerUnderTest>(
      _ viewController: ViewController.Type
    ) {
      // Given
      let (sut, _, window) = makeSUT(viewController)
      defer { window.rootViewController = nil }

      // When
      let viewModel = ViewController.UseCase.ViewModel(
        displayedPosts: [displayedPost("View Controller"), displayedPost("Interactor")], error: nil)
      sut.displayFetchFollowerPosts(viewModel: viewModel)

      // Then
      #expect(sut.numberOfSections(in: sut.tableView) == 1)
      #expect(sut.tableView(sut.tableView, numberOfRowsInSection: 0) == 2)
      let cell = sut.tableView(sut.tableView, cellForRowAt: IndexPath(row: 1, section: 0))
      #expect(cell.textLabel?.text == "Interactor")
      #expect(cell.detailTextLabel?.text == "Jun 4, 2017 at 2:41:00 AM")
      #expect(sut.loginButton.isHidden)
      // Step 2 has no empty state; step 3 must take its own away once there are posts.
      #expect(sut.tableView.backgroundView == nil)
    }

    @Test("Step 3 fixed it: an empty state empties the table, hides Login, says why; posts take it away")
    func displayingAnEmptyStateShowsIt() {
      // Given
      let (sut, _, window) = makeSUT(ListPostsFixes.ListPostsViewController.self)
      defer { window.rootViewController = nil }

      // When
      sut.displayFetchFollowerPosts(
        viewModel: .init(displayedPosts: [], error: nil, emptyState: "Nobody follows you yet"))

      // Then
      #expect(sut.tableView(sut.tableView, numberOfRowsInSection: 0) == 0)
      #expect(sut.loginButton.isHidden)
      let emptyState = sut.tableView.backgroundView as? UILabel
      #expect(emptyState?.text == "Nobody follows you yet")

      // When posts are displayed after it, then the table shows them and says nothing more
      sut.displayFetchFollowerPosts(viewModel: .init(displayedPosts: [displayedPost("Worker")], error: nil))
      #expect(sut.tableView(sut.tableView, numberOfRowsInSection: 0) == 1)
      #expect(sut.tableView.backgroundView == nil)
    }

    @Test(
      "Displaying a fetch error clears the posts, hides Login, alerts the error with OK",
      arguments: sceneSteps)
    func displayingAFetchErrorAlertsIt(step: SceneStep) throws {
      try displayingAFetchErrorAlertsIt(step.viewController)
    }

    private func displayingAFetchErrorAlertsIt<ViewController: ListPostsViewControllerUnderTest>(
      _ viewController: ViewController.Type
    ) throws {
      // Given
      let (sut, _, window) = makeSUT(viewController)
      defer { window.rootViewController = nil }
      sut.displayFetchFollowerPosts(
        viewModel: ViewController.UseCase.ViewModel(displayedPosts: [displayedPost("Worker")], error: nil))

      // When
      let viewModel = ViewController.UseCase.ViewModel(
        displayedPosts: [], error: "ERROR: Cannot fetch - Boom")
      sut.displayFetchFollowerPostsFetchError(viewModel: viewModel)

      // Then: the data source has no posts, and the table, which showed one, shows none
      #expect(sut.tableView(sut.tableView, numberOfRowsInSection: 0) == 0)
      #expect(sut.tableView.numberOfRows(inSection: 0) == 0)
      #expect(sut.loginButton.isHidden)
      let alert = try #require(sut.presentedViewController as? UIAlertController)
      #expect(alert.title == "ERROR: Cannot fetch - Boom")
      #expect(alert.actions.map(\.title) == ["OK"])
    }

    @Test("Displaying a login error shows the Login button, and nothing else", arguments: sceneSteps)
    func displayingALoginErrorShowsLogin(step: SceneStep) {
      displayingALoginErrorShowsLogin(step.viewController)
    }

    private func displayingALoginErrorShowsLogin<ViewController: ListPostsViewControllerUnderTest>(
      _ viewController: ViewController.Type
    ) {
      // Given
      let (sut, _, window) = makeSUT(viewController)
      defer { window.rootViewController = nil }
      sut.loginButton.isHidden = true

      // When
      let viewModel = ViewController.UseCase.ViewModel(
        displayedPosts: [], error: "ERROR: Cannot login - User is not logged in")
      sut.displayFetchFollowerPostsLoginError(viewModel: viewModel)

      // Then
      #expect(!sut.loginButton.isHidden)
      #expect(sut.presentedViewController == nil)
    }
  }
}

// MARK: - Worker

extension SceneTests {
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
      "It completes once, when the last follower answers, with the posts in the followers' order",
      arguments: sceneSteps)
    func completesWhenTheLastFollowerAnswers(step: SceneStep) throws {
      // Given
      let world = try ListPostsWorld()
      world.addPost("Amy's Scene", by: .amyApple, publishedAgo: ListPostsWorld.oneDay / 2)
      world.requests.policy = .hold
      let sut = step.makeWorker(PostManager(world: world))
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

    @Test("It completes with the error of a follower whose fetch fails", arguments: sceneSteps)
    func completesWithTheErrorOfAFailedFetch(step: SceneStep) throws {
      // Given
      let world = try ListPostsWorld()
      world.requests.policy = .hold
      let sut = step.makeWorker(PostManager(world: world))
      let completions = Completions()

      // When
      sut.fetchPostsByAllFollowers([.raymondLaw, .amyApple], completionHandler: completions.record)
      try world.requests.fail(PostManager.requestName(forPostsOf: .amyApple), message: "Boom")

      // Then
      #expect(completions.answers.count == 1)
      #expect(completions.answers.first?.posts == nil)
      #expect(completions.answers.first?.error == .cannotFetch("Boom"))
    }

    @Test(
      "Step 2: with no followers it never completes: the latent bug, pinned until step 3 fixes it",
      arguments: [SceneStep.vip])
    func noFollowersNeverCompletes(step: SceneStep) throws {
      // Given
      let world = try ListPostsWorld()
      let sut = step.makeWorker(PostManager(world: world))
      let completions = Completions()

      // When
      sut.fetchPostsByAllFollowers([], completionHandler: completions.record)
      world.settle()

      // Then
      #expect(completions.answers.isEmpty)
    }

    @Test(
      "Step 3 fixed it: with no followers it completes at once, with no posts, and asks the backend nothing",
      arguments: [SceneStep.fixes])
    func noFollowersCompletesAtOnce(step: SceneStep) throws {
      // Given
      let world = try ListPostsWorld()
      world.requests.policy = .hold
      let sut = step.makeWorker(PostManager(world: world))
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
