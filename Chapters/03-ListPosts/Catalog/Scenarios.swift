import ListPostsKit
import Workbook

extension User {
  /// A follower the scenarios add (the Clean Swift samples' first customer).
  public static let amyApple = User(
    id: "amy", firstName: "Amy", lastName: "Apple", email: "amy.apple@clean-swift.com")
  /// Another follower the scenarios add.
  public static let bobBattery = User(
    id: "bob", firstName: "Bob", lastName: "Battery", email: "bob.battery@clean-swift.com")
}

/// The requests the app makes for each follower's posts.
enum Fetch {
  static let raymond = PostManager.requestName(forPostsOf: .raymondLaw)
  static let amy = PostManager.requestName(forPostsOf: .amyApple)
  static let bob = PostManager.requestName(forPostsOf: .bobBattery)
}

private let hours: Double = 60 * 60
private let days = ListPostsWorld.oneDay

/// What happens to ListPosts, written once and run against every variant.
let scenarios: [Scenario<ListPostsWorld>] = [
  Scenario(
    "logged-out", "Nobody is logged in: the Login button shows and no posts are fetched",
    [.world("nobody is logged in") { $0.logOut() }, .launch]),
  Scenario(
    "one-follower-six-posts",
    "Raymond Law follows himself and published six posts: once they arrive, the five newest show, "
      + "newest first, and the Login button hides",
    [.world("hold every request") { $0.requests.policy = .hold }, .launch, .release(Fetch.raymond)]),
  Scenario(
    "three-followers-out-of-order",
    "Three followers answer in another order than asked: nothing shows until the last one answers",
    [
      .world("Amy Apple and Bob Battery follow Raymond Law too, and post") { world in
        world.addFollower(.amyApple)
        world.addFollower(.bobBattery)
        world.addPost("Amy's Scene", by: .amyApple, publishedAgo: 2 * hours)
        world.addPost("Bob's Battery Tips", by: .bobBattery, publishedAgo: 36 * hours)
      },
      .world("hold every request") { $0.requests.policy = .hold },
      .launch, .release(Fetch.bob), .release(Fetch.raymond), .release(Fetch.amy),
    ]),
  Scenario(
    "more-than-five-across-followers",
    "Eleven posts across three followers: the five newest show, whoever wrote them",
    [
      .world("Amy Apple and Bob Battery follow Raymond Law too, and post") { world in
        world.addFollower(.amyApple)
        world.addFollower(.bobBattery)
        world.addPost("Amy's Scene", by: .amyApple, publishedAgo: 3 * hours)
        world.addPost("Amy's Seeds", by: .amyApple, publishedAgo: 2.5 * days)
        world.addPost("Amy's Archive", by: .amyApple, publishedAgo: 30 * days)
        world.addPost("Bob's Battery Tips", by: .bobBattery, publishedAgo: 1.5 * days)
        world.addPost("Bob's Old News", by: .bobBattery, publishedAgo: 10 * days)
      },
      .launch,
    ]),
  Scenario(
    "one-fetch-fails",
    "One follower's posts cannot be fetched: no posts, no Login button, an alert with the "
      + "backend's message; OK dismisses it and the other answers change nothing",
    [
      .world("Amy Apple and Bob Battery follow Raymond Law too, and post") { world in
        world.addFollower(.amyApple)
        world.addFollower(.bobBattery)
        world.addPost("Amy's Scene", by: .amyApple, publishedAgo: 2 * hours)
        world.addPost("Bob's Battery Tips", by: .bobBattery, publishedAgo: 36 * hours)
      },
      .world("hold every request") { $0.requests.policy = .hold },
      .launch, .release(Fetch.raymond), .fail(Fetch.amy, message: "The network connection was lost."),
      .tap("OK"), .release(Fetch.bob),
    ]),
  Scenario(
    "two-fetches-fail",
    "Two followers' fetches fail: the first failure's alert shows; the second one's is dropped "
      + "(UIKit only logs that the screen is already presenting an alert)",
    [
      .world("Amy Apple follows Raymond Law too") { $0.addFollower(.amyApple) },
      .world("hold every request") { $0.requests.policy = .hold },
      .launch, .fail(Fetch.amy, message: "Amy's server is down."),
      .fail(Fetch.raymond, message: "Raymond's server is down."), .tap("OK"),
    ]),
  Scenario(
    "empty-result",
    "Every follower answers, with no posts at all: nothing is displayed, the table stays as it was",
    [.world("Raymond Law deletes all his posts") { $0.removeAllPosts(by: .raymondLaw) }, .launch]),
  Scenario(
    "zero-followers",
    "Nobody follows the logged-in user: the fetch never completes, so nothing ever shows",
    [
      .world("Raymond Law has no followers") { $0.removeAllFollowers() }, .launch,
      .advanceClock(by: 60),
    ]),
  Scenario(
    "equal-timestamps",
    "Posts published at the same instant keep the followers' order (then the backend's), "
      + "whatever order the answers come in",
    [
      .world("Amy Apple follows Raymond Law first, then Raymond himself") { world in
        world.removeAllFollowers()
        world.addFollower(.amyApple)
        world.addFollower(.raymondLaw)
      },
      .world("Amy posts twice at the instants of Raymond's two newest posts, and once more") { world in
        world.addPost("Amy's Interactor", by: .amyApple, publishedAgo: 2 * days)
        world.addPost("Amy's View Controller", by: .amyApple, publishedAgo: 1 * days)
        world.addPost("Amy's Second Interactor", by: .amyApple, publishedAgo: 2 * days)
      },
      .world("hold every request") { $0.requests.policy = .hold },
      .launch, .release(Fetch.raymond), .release(Fetch.amy),
    ]),
  Scenario(
    "relaunch-after-logout",
    "The posts show; after the user logs out elsewhere, a relaunch shows only the Login button",
    [.launch, .world("Raymond Law logs out") { $0.logOut() }, .relaunch]),
]
