import Foundation

/// How a presentation ran, for the render.
@MainActor
final class PresentationRecord {
  /// The view UIKit inserts into the window for the presentation (a "transition view").
  let container: UIView
  /// The custom animator's duration, when a transitioning delegate provided one.
  var customTransitionDuration: TimeInterval?
  /// Whether the animator has called `completeTransition(_:)`.
  var isComplete = false

  init(container: UIView) {
    self.container = container
  }
}
