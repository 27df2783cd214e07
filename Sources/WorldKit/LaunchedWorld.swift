/// The World an app was launched in, as a global: how massive steps reach it, the way massive
/// code grabs singletons (`FileManager.default`, `UserManager.shared`).
///
///     @LaunchedWorld public static var current: FoodTrackerWorld
///
/// Held weakly: whoever runs the app owns its World, and its sandbox goes with it; the global only
/// points at it. Reading it before any app was launched in a World (or after that World is gone)
/// is a programming error and traps, with a message saying how to launch.
@MainActor
@propertyWrapper
public struct LaunchedWorld<AppWorld: World> {
  private weak var world: AppWorld?

  public init() {}

  public var wrappedValue: AppWorld {
    get {
      guard let world else {
        fatalError("No \(AppWorld.self): launch the app through its step's makeAppDelegate(in:)")
      }
      return world
    }
    set { world = newValue }
  }

  /// The World, or nil when no app was launched in one (`$current`): for what must not trap
  /// outside an app, such as a unit test's console.
  public var projectedValue: AppWorld? { world }
}
