/// The accounts backend: who is logged in on this device, and who follows whom.
///
/// It answers at once, as the original's does; only posts come over the (fake) network.
@MainActor
public final class UserManager {
  private let world: ListPostsWorld

  /// A user manager that asks the World's backend.
  public init(world: ListPostsWorld) {
    self.world = world
  }

  /// A user manager for the running app, made where it is needed, as the original makes one
  /// (`let userManager = UserManager()`): it asks the backend of the World the app runs in, as
  /// the original's asks its server.
  public convenience init() {
    self.init(world: .current)
  }

  /// The user logged in on this device, if any.
  public func loggedInUser() -> User? {
    world.loggedInUser
  }

  /// The users who follow `user`, in the order the backend lists them.
  public func followersForUser(_ user: User) -> [User] {
    world.followers(of: user)
  }
}
