import Foundation

/// A transition between two controllers, as UIKit's `UIStoryboardSegue`: subclass it and
/// override `perform()` for a custom segue. An `NSObject`, as UIKit's is: equal only to itself.
@MainActor
open class UIStoryboardSegue: NSObject {
  public let identifier: String?
  public let source: UIViewController
  public let destination: UIViewController
  var performHandler: (() -> Void)?

  public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    super.init()
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

/// A "show" segue: push, or present without a navigation controller.
final class ShowSegue: UIStoryboardSegue {
  override func perform() {
    source.show(destination, sender: nil)
  }
}

/// A "present modally" segue.
final class PresentModallySegue: UIStoryboardSegue {
  override func perform() {
    source.present(destination, animated: true)
  }
}
