import Foundation
@_spi(Automation) @_spi(InterfaceBuilder) import HeadlessUIKit

/// The layers of the screen: the root controller, then what is presented over it.
@MainActor
enum Layers {
  /// The chain of presented controllers, from the one presented over the root to the topmost.
  static func presentedChain(from root: UIViewController?) -> [UIViewController] {
    var chain: [UIViewController] = []
    var layer = root
    while let current = layer, let presented = presentedInSubtree(of: current) {
      chain.append(presented)
      layer = presented
    }
    return chain
  }

  /// The frontmost controller: the topmost presented one, or the root.
  static func frontmost(from root: UIViewController?) -> UIViewController? {
    presentedChain(from: root).last ?? root
  }

  /// Every layer, back to front: the root, then the controllers presented over it.
  static func all(from root: UIViewController?) -> [UIViewController] {
    (root.map { [$0] } ?? []) + presentedChain(from: root)
  }

  /// The views a user can see in the window, back to front and depth first: neither hidden nor
  /// transparent, each navigation controller's bar (unless hidden) before its content. Tables and
  /// navigation bars are read whole, so what is inside them is not listed.
  static func visibleViews(in window: UIWindow) -> [UIView] {
    var views: [UIView] = []
    func visit(_ view: UIView) {
      guard !view.isHidden, view.alpha > 0.01 else { return }
      if let navigationController = view.owningViewController as? UINavigationController,
        !navigationController.isNavigationBarHidden
      {
        views.append(navigationController.navigationBar)
      }
      views.append(view)
      if view is UITableView || view is UINavigationBar { return }
      for subview in (view as? UIStackView).map(ScreenRenderer.orderedSubviews(of:)) ?? view.subviews {
        visit(subview)
      }
    }
    for layer in all(from: window.rootViewController)
    where !(layer is UIAlertController) && layer.isViewLoaded && layer.view.window === window {
      visit(layer.view)
    }
    return views
  }

  private static func presentedInSubtree(of controller: UIViewController) -> UIViewController? {
    if let presented = controller.ownPresentedViewController { return presented }
    for child in controller.children {
      if let presented = presentedInSubtree(of: child) { return presented }
    }
    return nil
  }
}
