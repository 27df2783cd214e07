import Foundation

/// A stack of controllers under a navigation bar, as UIKit's `UINavigationController`.
@MainActor
open class UINavigationController: UIViewController {
  /// The bar; what it shows comes from the controllers' navigation items.
  public private(set) lazy var navigationBar: UINavigationBar = {
    let bar = UINavigationBar()
    bar.managingNavigationController = self
    return bar
  }()
  open weak var delegate: (any UINavigationControllerDelegate)?
  open private(set) var isNavigationBarHidden = false

  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    pushViewController(rootViewController, animated: false)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The stack, root first. Setting it replaces the stack without animation.
  open var viewControllers: [UIViewController] {
    get { children }
    set { setViewControllers(newValue, animated: false) }
  }

  open var topViewController: UIViewController? { children.last }

  /// The controller on screen: the top one, or what it presents.
  open var visibleViewController: UIViewController? {
    var visible = topViewController
    while let presented = visible?.presentedViewController, presented !== self.presentedViewController {
      visible = presented
    }
    return presentedViewController ?? visible
  }

  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }

  /// Whether transitions in the stack run appearance callbacks: the stack is on screen.
  private var isOnScreen: Bool {
    appearanceState == .appeared && viewIfLoaded?.window != nil
  }

  override func prepareForAppearance() {
    installTopView()
  }

  /// Puts the top controller's view (and only it) in the navigation controller's view.
  private func installTopView() {
    guard let view = viewIfLoaded else { return }
    for child in children where child !== topViewController {
      if let childView = child.viewIfLoaded, childView.superview === view { childView.removeFromSuperview() }
    }
    if let top = topViewController, top.view.superview !== view {
      view.addSubview(top.view)
    }
  }

  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    if children.contains(where: { $0 === viewController }) {
      UIKitFault.raise(
        UIKitFault.invalidArgument,
        "Pushing the same view controller instance (<\(String(describing: type(of: viewController)))>) "
          + "more than once is not supported")
      return
    }
    if viewController is UINavigationController {
      UIKitFault.raise(UIKitFault.invalidArgument, "Pushing a navigation controller is not supported")
      return
    }
    let previous = topViewController
    addChild(viewController)
    viewController.isMovingToParent = true
    transition(from: previous, to: viewController, animated: animated)
    viewController.isMovingToParent = false
    viewController.didMove(toParent: self)
  }

  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard children.count > 1, let popped = children.last else { return nil }
    return popToViewController(children[children.count - 2], animated: animated)?.first ?? popped
  }

  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = children.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Pops every controller above `viewController`; only the top one gets appearance callbacks.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard let index = children.firstIndex(where: { $0 === viewController }) else {
      UIKitFault.raise(UIKitFault.invalidArgument, "Tried to pop to a view controller that doesn't exist.")
      return nil
    }
    let popped = Array(children[(index + 1)...])
    guard let top = popped.last else { return [] }
    for controller in popped {
      controller.willMove(toParent: nil)
      controller.isMovingFromParent = true
    }
    transition(from: top, to: viewController, animated: animated)
    for controller in popped {
      controller.removeFromParent()
      controller.isMovingFromParent = false
    }
    return popped
  }

  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    let previousTop = topViewController
    let removed = children.filter { old in !viewControllers.contains { $0 === old } }
    let added = viewControllers.filter { new in !children.contains { $0 === new } }
    for controller in removed { controller.willMove(toParent: nil) }
    for controller in added { addChild(controller) }
    reorderChildren(viewControllers)
    if previousTop !== topViewController {
      transition(from: previousTop, to: topViewController, animated: animated)
    }
    for controller in removed { controller.removeFromParent() }
    for controller in added { controller.didMove(toParent: self) }
  }

  /// Runs the transition between two tops: UIKit's order for pushes and pops is
  /// from-will-disappear, to-will-appear, from-did-disappear, to-did-appear.
  private func transition(from: UIViewController?, to: UIViewController?, animated: Bool) {
    guard let view = viewIfLoaded else { return }
    let onScreen = isOnScreen
    if let to { to.loadViewIfNeeded() }
    if onScreen, let to { delegate?.navigationController(self, willShow: to, animated: animated) }
    if onScreen || appearanceState == .appearing {
      from?.beginAppearanceTransition(false, animated: animated)
      to?.beginAppearanceTransition(true, animated: animated)
    }
    if let fromView = from?.viewIfLoaded, fromView.superview === view { fromView.removeFromSuperview() }
    if let toView = to?.view, toView.superview !== view { view.addSubview(toView) }
    if onScreen {
      from?.endAppearanceTransition()
      to?.endAppearanceTransition()
      if let to { delegate?.navigationController(self, didShow: to, animated: animated) }
      view.window?.updateStatusBarStyle()
    } else {
      from?.endAppearanceTransition()
    }
  }

  private func reorderChildren(_ order: [UIViewController]) {
    for (index, controller) in order.enumerated() {
      if let current = children.firstIndex(where: { $0 === controller }), current != index {
        moveChild(from: current, to: index)
      }
    }
  }

  // MARK: - Status bar and unwinding

  /// Follows the bar: a black bar has light content. The top controller is not asked unless a
  /// subclass returns it from `childForStatusBarStyle`, as in UIKit.
  open override var preferredStatusBarStyle: UIStatusBarStyle {
    navigationBar.barStyle == .black ? .lightContent : .default
  }

  /// The controllers below the one the unwind came from, nearest first.
  open override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource)
    -> [UIViewController]
  {
    if let index = children.firstIndex(where: { source.sourceViewController.isSelfOrDescendant(of: $0) }) {
      return children[..<index].reversed()
    }
    return children.reversed()
  }

  /// Pops back to the child on the path to the unwind destination.
  open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
    if children.contains(where: { $0 === subsequentVC }), topViewController !== subsequentVC {
      popToViewController(subsequentVC, animated: true)
    }
  }
}
