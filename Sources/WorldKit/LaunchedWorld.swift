/// The World an app runs in, as a Kit's global: how a Kit's fake backend (`UserManager.shared`,
/// a static API client) reaches the requests of the World that is the device, the way the real
/// ones reach the network.
///
///     @LaunchedWorld public static var current: ArticlesWorld
///
/// It answers the World that is the device (`World.runAsTheDevice(_:)`) or, outside an app's
/// event, the one last set. Held weakly: whoever runs the app owns its World, and its sandbox goes
/// with it. Reading it when there is neither is a programming error and traps, with a message
/// saying how to run.
@MainActor
@propertyWrapper
public struct LaunchedWorld<AppWorld: World> {
  private weak var world: AppWorld?

  public init() {}

  public var wrappedValue: AppWorld {
    get {
      guard let world = projectedValue else {
        fatalError("No \(AppWorld.self): run the app's code in one, with World.runAsTheDevice(_:)")
      }
      return world
    }
    set { world = newValue }
  }

  /// The World, or nil when no app runs in one (`$current`): for what must not trap outside an
  /// app, such as a unit test's console.
  public var projectedValue: AppWorld? { World.device as? AppWorld ?? world }
}
