import Foundation

/// Runs `body` on a thread of its own and awaits what it returns. A test that waits for child
/// processes synchronously must hold neither the main actor, which the UIKit-shaped tests all
/// need, nor one of Swift concurrency's threads (two on two cores) while it waits (issue 27).
func onAThreadOfItsOwn<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
  await withCheckedContinuation { continuation in
    Thread { continuation.resume(returning: body()) }.start()
  }
}
