import Foundation
import WorldKit

/// The world FoodTracker runs in: the device's sandbox (where the meals are archived) and its
/// console (where `os_log` writes).
///
/// FoodTracker has no backend, so the chapter adds nothing to `World` but a way for massive code
/// to reach it: `FoodTrackerWorld.current`, the global that stands for `FileManager.default` and
/// the unified logging system in Apple's original. Refactored steps receive what they need from
/// their composition root instead.
@MainActor
public final class FoodTrackerWorld: World {
  // Weak: whoever runs the app owns its World (and its sandbox goes with it); the app only
  // points at it.
  private static weak var running: FoodTrackerWorld?

  /// The World the app was launched in. Each step's `makeAppDelegate(in:)` sets it.
  public static var current: FoodTrackerWorld {
    get {
      guard let running else {
        fatalError("No FoodTrackerWorld: launch the app through makeAppDelegate(in:)")
      }
      return running
    }
    set { running = newValue }
  }

  /// Where the original archives the meals: a file named "meals" in the app's Documents folder.
  public var mealsArchiveURL: URL {
    sandbox.documentsDirectory.appendingPathComponent("meals")
  }
}
