import Foundation
import WorldKit

/// The world FoodTracker runs in: the device's sandbox (where the meals are archived) and its
/// console (where `os_log` writes).
///
/// FoodTracker has no backend, so the chapter adds nothing to `World` but where scenarios find
/// the archive. The lesson code never names it: it asks `FileManager` for its documents and logs
/// with `os_log`, and the harness makes this World the device while the app runs.
@MainActor
public final class FoodTrackerWorld: World {
  /// Where the original archives the meals: a file named "meals" in the app's Documents folder.
  public var mealsArchiveURL: URL {
    sandbox.documentsDirectory.appendingPathComponent("meals")
  }
}
