import Foundation

/// A transition between two controllers, as UIKit's `UIStoryboardSegue`: subclass it and
/// override `perform()` for a custom segue.
@MainActor
open class UIStoryboardSegue {
  public let identifier: String?
  public let source: UIViewController
  public let destination: UIViewController
  var performHandler: (() -> Void)?

  public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
  }

  public convenience init(
    identifier: String?, source: UIViewController, destination: UIViewController,
    performHandler: @escaping () -> Void
  ) {
    self.init(identifier: identifier, source: source, destination: destination)
    self.performHandler = performHandler
  }

  /// Runs the transition. The base class runs its perform handler, if any.
  open func perform() {
    performHandler?()
  }
}

// An NSObject in UIKit: equal only to itself and hashable by identity, so that
// `items.firstIndex(of: item)` and sets read as with UIKit.
extension UIStoryboardSegue: Hashable {
  nonisolated public static func == (lhs: UIStoryboardSegue, rhs: UIStoryboardSegue) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
