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
  /// The World the app was launched in. Each step's `makeAppDelegate(in:)` sets it.
  @LaunchedWorld public static var current: FoodTrackerWorld

  /// Where the original archives the meals: a file named "meals" in the app's Documents folder.
  public var mealsArchiveURL: URL {
    sandbox.documentsDirectory.appendingPathComponent("meals")
  }
}
