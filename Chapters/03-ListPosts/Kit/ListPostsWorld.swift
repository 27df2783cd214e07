import Foundation
import WorldKit

/// The world ListPosts runs in: a backend that knows who is logged in, who follows whom and what
/// everyone posted, answering post requests through the World's pending requests.
///
/// By default it is the original sample's world: Raymond Law is logged in and follows himself,
/// and he published "View Controller", "Interactor", "Presenter", "Worker", "Router" and
/// "Configurator", one to six days before the clock's start. Scenarios change it with
/// `.world("…") { world in … }` actions: log the user out, add followers and posts, hold requests.
///
/// The managers reach it as `ListPostsWorld.current` (through `UserManager()` and
/// `PostManager()`, made where they are needed, as the original makes its managers): the World
/// that is the device while the app runs, as the original's reach their server. Refactored steps
/// receive the managers from their composition root instead. Dates are written in the device's
/// locale and time zone, the World's while the app runs.
@MainActor
public final class ListPostsWorld: World {
  /// The World the app runs in: the device's (`World.runAsTheDevice(_:)`).
  @LaunchedWorld public static var current: ListPostsWorld

  /// One day, in seconds: the original's `oneDay`.
  nonisolated public static let oneDay: TimeInterval = 24 * 60 * 60

  /// The user logged in on the device; nil once `logOut()` was called.
  public private(set) var loggedInUser: User?
  private var followersByUser: [String: [User]] = [:]
  private var postsByUser: [String: [Post]] = [:]

  /// The original sample's world (see the type's documentation), at `World.defaultStart`.
  public override init(
    start: Date = World.defaultStart,
    timeZone: TimeZone = TimeZone(identifier: "America/Los_Angeles")!,
    locale: Locale = Locale(identifier: "en_001")
  ) throws {
    try super.init(start: start, timeZone: timeZone, locale: locale)
    let raymond = User.raymondLaw
    loggedInUser = raymond
    addFollower(raymond, of: raymond)
    let titles = ["View Controller", "Interactor", "Presenter", "Worker", "Router", "Configurator"]
    for (index, title) in titles.enumerated() {
      addPost(title, by: raymond, publishedAgo: Self.oneDay * Double(index + 1))
    }
  }

  // MARK: Scenery

  /// Nobody is logged in any more.
  public func logOut() {
    loggedInUser = nil
  }

  /// Adds a follower at the end of `user`'s followers (by default, Raymond Law's).
  public func addFollower(_ follower: User, of user: User = .raymondLaw) {
    followersByUser[user.id, default: []].append(follower)
  }

  /// `user` (by default, Raymond Law) loses every follower.
  public func removeAllFollowers(of user: User = .raymondLaw) {
    followersByUser[user.id] = []
  }

  /// Adds a post at the end of `author`'s posts, published `age` seconds before the clock's now.
  public func addPost(_ title: String, by author: User, publishedAgo age: TimeInterval) {
    let post = Post(title: title, user: author, timestamp: clock.now.addingTimeInterval(-age))
    postsByUser[author.id, default: []].append(post)
  }

  /// Deletes every post `author` published.
  public func removeAllPosts(by author: User) {
    postsByUser[author.id] = []
  }

  // MARK: What the backend answers

  /// The users who follow `user`, in the order they were added.
  public func followers(of user: User) -> [User] {
    followersByUser[user.id] ?? []
  }

  /// The posts `author` published, in the order they were added.
  public func posts(by author: User) -> [Post] {
    postsByUser[author.id] ?? []
  }
}
