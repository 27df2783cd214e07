import Foundation

/// The window: the root of the view hierarchy, showing its root view controller.
@MainActor
open class UIWindow: UIView {
  /// The view controller whose view fills the window.
  open var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      replaceRoot(oldValue, with: rootViewController)
    }
  }

  public private(set) var isKeyWindow = false

  /// The responder receiving typed text: a text field being edited.
  @_spi(Automation) public var firstResponder: UIView?

  /// The status bar style last resolved from the controllers (UIKit asks again only on
  /// `setNeedsStatusBarAppearanceUpdate()` and on transitions).
  @_spi(Automation) public var statusBarStyle: UIStatusBarStyle = .default

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  public convenience init() {
    self.init(frame: UIScreen.main.bounds)
  }

  /// Makes the window key and visible: its root controller's view loads and appears.
  open func makeKeyAndVisible() {
    isKeyWindow = true
    isHidden = false
    if let root = rootViewController, root.view.superview !== self {
      addSubview(root.view)
      root.beginAppearanceTransition(true, animated: false)
      root.endAppearanceTransition()
    }
    updateStatusBarStyle()
  }

  open func makeKey() {
    isKeyWindow = true
  }

  var isVisible: Bool { isKeyWindow && !isHidden }

  private func replaceRoot(_ old: UIViewController?, with new: UIViewController?) {
    guard isVisible else { return }
    // Controllers presented over the old root go with it, as in UIKit.
    old?.presentedViewController?.detachPresentation()
    if let old, old.isViewLoaded, old.view.superview === self {
      old.beginAppearanceTransition(false, animated: false)
      old.view.removeFromSuperview()
      old.endAppearanceTransition()
    }
    if let new {
      addSubview(new.view)
      new.beginAppearanceTransition(true, animated: false)
      new.endAppearanceTransition()
    }
    updateStatusBarStyle()
  }

  /// Resigns the first responder in this window.
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool {
    guard let responder = firstResponder else { return true }
    if responder.resignFirstResponder() { return true }
    if force { firstResponder = nil }
    return force
  }

  /// The controller whose `preferredStatusBarStyle` UIKit asks: from the root, the topmost
  /// presented controller that captures status bar appearance, then down `childForStatusBarStyle`.
  var statusBarController: UIViewController? {
    guard var controller = rootViewController else { return nil }
    var presented = controller.ownPresentedViewController
    while let candidate = presented {
      if candidate.capturesStatusBarAppearance { controller = candidate }
      presented = candidate.ownPresentedViewController
    }
    var visited: [ObjectIdentifier] = []
    while let child = controller.childForStatusBarStyle,
      !visited.contains(ObjectIdentifier(child))
    {
      visited.append(ObjectIdentifier(controller))
      controller = child
    }
    return controller
  }

  func updateStatusBarStyle() {
    statusBarStyle = statusBarController?.preferredStatusBarStyle ?? .default
  }
}
