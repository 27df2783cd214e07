import Foundation

/// How a presentation ran, for the render.
@MainActor
@_spi(Automation) public final class PresentationRecord {
  /// The view UIKit inserts into the window for the presentation (a "transition view").
  let container: UIView
  /// The custom animator's duration, when a transitioning delegate provided one.
  @_spi(Automation) public var customTransitionDuration: TimeInterval?
  /// Whether the animator has called `completeTransition(_:)`.
  @_spi(Automation) public var isComplete = false

  init(container: UIView) {
    self.container = container
  }
}
