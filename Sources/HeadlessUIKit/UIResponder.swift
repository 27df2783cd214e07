import Foundation

/// An object that can take part in the responder chain, as UIKit's `UIResponder`: an `NSObject`,
/// so that views, controllers and the application are NSObjects as on iOS (equal only to
/// themselves, hashable by identity) and app delegates adopt NSObjectProtocol through it.
@MainActor
open class UIResponder: NSObject {
  override public init() { super.init() }

  /// The next responder: a view's view controller or superview, a controller's parent…
  open var next: UIResponder? { nil }

  open var canBecomeFirstResponder: Bool { false }
  open var canResignFirstResponder: Bool { true }

  /// Whether this responder is its window's first responder.
  open var isFirstResponder: Bool {
    guard let view = self as? UIView else { return false }
    return view.window?.firstResponder === view
  }

  /// Asks to become the first responder; views must be in a window, as in UIKit.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, let view = self as? UIView, let window = view.window else {
      return false
    }
    if window.firstResponder === view { return true }
    if let current = window.firstResponder, !current.resignFirstResponder() { return false }
    window.firstResponder = view
    return true
  }

  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard let view = self as? UIView, let window = view.window, window.firstResponder === view else {
      return true
    }
    guard canResignFirstResponder else { return false }
    window.firstResponder = nil
    return true
  }
}
