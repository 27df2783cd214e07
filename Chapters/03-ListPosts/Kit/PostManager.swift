/// What the posts backend answers when it cannot give a user's posts.
public enum PostManagerError: Error, Equatable, Sendable {
  /// The backend's message says why.
  case cannotFetch(String)
}

/// The posts backend: fetches one user's posts over the (fake) network.
///
/// Each fetch is a request to the World named `posts of <First Last>`: it answers on a later
/// turn of the run loop (at the next settle), or, when the scenario holds requests, when the
/// scenario releases or fails it, in any order.
@MainActor
public final class PostManager {
  private let world: ListPostsWorld

  /// A post manager that asks the World's backend.
  public init(world: ListPostsWorld) {
    self.world = world
  }

  /// A post manager for the running app, made where it is needed, as the original makes one
  /// (`let postManager = PostManager()`): it asks the backend of the World the app runs in, as
  /// the original's asks its server.
  public convenience init() {
    self.init(world: .current)
  }

  /// The name of the request that fetches a user's posts: `posts of Raymond Law`.
  nonisolated public static func requestName(forPostsOf user: User) -> String {
    "posts of \(user.firstName) \(user.lastName)"
  }

  /// Fetches the posts `user` published, in the order the backend keeps them. The completion
  /// handler runs later, on the main actor, with the posts or with an error, never both.
  public func fetchPostsForUser(
    _ user: User, completionHandler: @escaping (_ posts: [Post]?, _ error: PostManagerError?) -> Void
  ) {
    world.requests.submit(Self.requestName(forPostsOf: user)) { [world] answer in
      switch answer {
      case .success:
        completionHandler(world.posts(by: user), nil)
      case .failure(let message):
        completionHandler(nil, .cannotFetch(message))
      }
    }
  }
}
