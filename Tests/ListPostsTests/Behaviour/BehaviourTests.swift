import Foundation
import HeadlessUIKit
import ListPostsCatalog
import ListPostsKit
import Testing
import Workbook
import WorkbookTesting

/// The behaviour of the List Posts screen, stated as a reader would state it, on every variant:
/// every step and the exercise. The app is driven, and read, through the automation face only.
@MainActor
@Suite("ListPosts · behaviour on every variant", .exerciseRunsInAChildFirst(catalog.chapter))
struct BehaviourTests {
  nonisolated private static let raymond = PostManager.requestName(forPostsOf: .raymondLaw)
  nonisolated private static let amy = PostManager.requestName(forPostsOf: .amyApple)
  nonisolated private static let bob = PostManager.requestName(forPostsOf: .bobBattery)

  @Test(
    "Nobody logged in: the Login button shows, no posts, and nothing is fetched", arguments: catalog.variants)
  func loggedOut(variant: Variant<ListPostsWorld>) throws {
    let session = try catalog.session(for: variant)
    let world = session.world
    world.logOut()
    world.requests.policy = .hold
    try session.perform(.launch)
    defer { session.quit() }

    let screen = PostsScreen(session)
    #expect(screen.showsLoginButton)
    #expect(screen.rows.isEmpty)
    #expect(screen.alert == nil)
    #expect(world.requests.heldRequestNames.isEmpty)
  }

  @Test(
    "The five newest posts show, newest first, with when they were published; Login hides",
    arguments: catalog.variants)
  func fiveNewestPosts(variant: Variant<ListPostsWorld>) throws {
    let session = try catalog.session(for: variant)
    let world = session.world
    world.requests.policy = .hold
    try session.perform(.launch)
    defer { session.quit() }
    #expect(world.requests.heldRequestNames == [Self.raymond])
    #expect(PostsScreen(session).showsLoginButton, "until the posts arrive, as the storyboard left it")

    try session.perform(.release(Self.raymond))

    let screen = PostsScreen(session)
    #expect(
      screen.rows == [
        row("View Controller", publishedDaysAgo: 1, in: world),
        row("Interactor", publishedDaysAgo: 2, in: world),
        row("Presenter", publishedDaysAgo: 3, in: world), row("Worker", publishedDaysAgo: 4, in: world),
        row("Router", publishedDaysAgo: 5, in: world),
      ])
    #expect(!screen.showsLoginButton)
  }

  @Test(
    "Nothing shows until the last follower answers, whatever order the answers come in",
    arguments: catalog.variants, [[raymond, amy, bob], [bob, raymond, amy], [amy, bob, raymond]])
  func nothingUntilTheLastAnswer(variant: Variant<ListPostsWorld>, answers: [String]) throws {
    let session = try catalog.session(for: variant)
    let world = session.world
    world.addFollower(.amyApple)
    world.addFollower(.bobBattery)
    world.addPost("Amy's Scene", by: .amyApple, publishedAgo: 0.5 * ListPostsWorld.oneDay)
    world.addPost("Bob's Battery Tips", by: .bobBattery, publishedAgo: 2.5 * ListPostsWorld.oneDay)
    world.requests.policy = .hold
    try session.perform(.launch)
    defer { session.quit() }

    for request in answers.dropLast() {
      try session.perform(.release(request))
      let screen = PostsScreen(session)
      #expect(screen.rows.isEmpty, "after \(request)")
      #expect(screen.showsLoginButton, "after \(request): the scene's initial state, as in the storyboard")
    }
    try session.perform(.release(answers.last!))

    let screen = PostsScreen(session)
    #expect(
      screen.rows == [
        row("Amy's Scene", publishedDaysAgo: 0.5, in: world),
        row("View Controller", publishedDaysAgo: 1, in: world),
        row("Interactor", publishedDaysAgo: 2, in: world),
        row("Bob's Battery Tips", publishedDaysAgo: 2.5, in: world),
        row("Presenter", publishedDaysAgo: 3, in: world),
      ])
    #expect(!screen.showsLoginButton)
  }

  @Test(
    "A failed fetch: no posts, no Login button, an alert with the backend's message, OK",
    arguments: catalog.variants)
  func failedFetch(variant: Variant<ListPostsWorld>) throws {
    let session = try catalog.session(for: variant)
    let world = session.world
    world.addFollower(.amyApple)
    world.addFollower(.bobBattery)
    world.requests.policy = .hold
    try session.perform(.launch)
    defer { session.quit() }

    #expect(PostsScreen(session).showsLoginButton, "until the answers arrive, as the storyboard left it")

    try session.perform(.release(Self.raymond))
    try session.perform(.fail(Self.amy, message: "Amy's server is down."))

    var screen = PostsScreen(session)
    #expect(screen.alert == "ERROR: Cannot fetch - Amy's server is down.")
    #expect(screen.rows.isEmpty)
    #expect(!screen.showsLoginButton)

    try session.perform(.tap("OK"))
    try session.perform(.release(Self.bob))

    screen = PostsScreen(session)
    #expect(screen.alert == nil)
    #expect(screen.rows.isEmpty)
    #expect(!screen.showsLoginButton)
  }

  @Test(
    "A second failure while the first alert shows: its alert is dropped, as UIKit drops it",
    arguments: catalog.variants)
  func secondFailure(variant: Variant<ListPostsWorld>) throws {
    let session = try catalog.session(for: variant)
    let world = session.world
    world.addFollower(.amyApple)
    world.requests.policy = .hold
    try session.perform(.launch)
    defer { session.quit() }

    try session.perform(.fail(Self.amy, message: "first"))
    try session.perform(.fail(Self.raymond, message: "second"))

    #expect(PostsScreen(session).alert == "ERROR: Cannot fetch - first")
    #expect(
      session.app?.consoleMessages == [
        "Attempt to present <UIAlertController> on <UINavigationController> (from <ListPostsViewController>) "
          + "which is already presenting <UIAlertController>."
      ])
    try session.perform(.tap("OK"))
    #expect(PostsScreen(session).alert == nil)
  }

  @Test(
    "Followers who answer with no posts at all: nothing is displayed, the table stays as it was",
    arguments: catalog.variants)
  func emptyResult(variant: Variant<ListPostsWorld>) throws {
    let session = try catalog.session(for: variant)
    let world = session.world
    world.removeAllPosts(by: .raymondLaw)
    world.requests.policy = .hold
    try session.perform(.launch)
    defer { session.quit() }

    try session.perform(.release(Self.raymond))

    let screen = PostsScreen(session)
    #expect(screen.rows.isEmpty)
    #expect(screen.alert == nil)
    #expect(screen.showsLoginButton, "the scene's initial state, as in the storyboard")
    #expect(screen.emptyState == nil)
  }

  @Test(
    "No followers: nothing ever shows before step 3 (the latent bug); from step 3, the table says so",
    arguments: catalog.variants)
  func zeroFollowers(variant: Variant<ListPostsWorld>) throws {
    let session = try catalog.session(for: variant)
    let world = session.world
    world.removeAllFollowers()
    world.requests.policy = .hold
    try session.perform(.launch)
    defer { session.quit() }
    try session.perform(.advanceClock(by: 60 * 60))

    let screen = PostsScreen(session)
    #expect(world.requests.heldRequestNames.isEmpty)
    #expect(screen.rows.isEmpty)
    #expect(screen.alert == nil)
    if hasFixes(variant) {
      #expect(!screen.showsLoginButton)
      #expect(screen.emptyState == "Nobody follows you yet")
    } else {
      #expect(screen.showsLoginButton, "a logged-in user is offered to log in, forever")
      #expect(screen.emptyState == nil)
    }
  }

  @Test(
    "Posts published at the same instant keep the followers' order, then the backend's",
    arguments: catalog.variants, [[raymond, amy], [amy, raymond]])
  func equalTimestamps(variant: Variant<ListPostsWorld>, answers: [String]) throws {
    let session = try catalog.session(for: variant)
    let world = session.world
    world.removeAllFollowers()
    world.addFollower(.amyApple)
    world.addFollower(.raymondLaw)
    world.addPost("Amy's Interactor", by: .amyApple, publishedAgo: 2 * ListPostsWorld.oneDay)
    world.addPost("Amy's View Controller", by: .amyApple, publishedAgo: 1 * ListPostsWorld.oneDay)
    world.addPost("Amy's Second Interactor", by: .amyApple, publishedAgo: 2 * ListPostsWorld.oneDay)
    world.requests.policy = .hold
    try session.perform(.launch)
    defer { session.quit() }

    for request in answers { try session.perform(.release(request)) }

    #expect(
      PostsScreen(session).rows == [
        row("Amy's View Controller", publishedDaysAgo: 1, in: world),
        row("View Controller", publishedDaysAgo: 1, in: world),
        row("Amy's Interactor", publishedDaysAgo: 2, in: world),
        row("Amy's Second Interactor", publishedDaysAgo: 2, in: world),
        row("Interactor", publishedDaysAgo: 2, in: world),
      ])
  }

  @Test(
    "After the user logs out, a relaunch shows only the Login button", arguments: catalog.variants)
  func relaunchAfterLogout(variant: Variant<ListPostsWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.perform(.launch)
    defer { session.quit() }
    #expect(PostsScreen(session).rows.count == 5)

    session.world.logOut()
    try session.perform(.relaunch)

    let screen = PostsScreen(session)
    #expect(screen.rows.isEmpty)
    #expect(screen.showsLoginButton)
  }
}
