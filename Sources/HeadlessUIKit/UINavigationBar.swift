import Foundation

/// A bar of navigation items, as UIKit's `UINavigationBar`: a navigation controller's (whose
/// items are its controllers' navigation items) or a standalone one holding its own items.
@MainActor
open class UINavigationBar: UIView {
  open var barTintColor: UIColor?
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  open var barStyle: UIBarStyle = .default
  open var prefersLargeTitles = false
  open var isTranslucent = true

  /// The navigation controller that manages the bar, if any.
  weak var managingNavigationController: UINavigationController?
  private var ownItems: [UINavigationItem] = []

  /// The items, bottom first: a navigation controller's bar has one per controller.
  open var items: [UINavigationItem]? {
    get {
      if let managingNavigationController {
        return managingNavigationController.viewControllers.map(\.navigationItem)
      }
      return ownItems
    }
    set { setItems(newValue, animated: false) }
  }

  open var topItem: UINavigationItem? { items?.last }

  open var backItem: UINavigationItem? {
    guard let items, items.count >= 2 else { return nil }
    return items[items.count - 2]
  }

  open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
    guard managingNavigationController == nil else {
      UIKitFault.raise(
        UIKitFault.internalInconsistency,
        "Cannot call setItems:animated: directly on a UINavigationBar managed by a controller.")
      return
    }
    ownItems = items ?? []
    for item in ownItems { item.owningBar = self }
  }

  open func pushItem(_ item: UINavigationItem, animated: Bool) {
    guard managingNavigationController == nil else {
      UIKitFault.raise(
        UIKitFault.internalInconsistency,
        "Cannot call pushNavigationItem:animated: directly on a UINavigationBar managed by a controller.")
      return
    }
    ownItems.append(item)
    item.owningBar = self
  }

  @discardableResult
  open func popItem(animated: Bool) -> UINavigationItem? {
    guard managingNavigationController == nil else {
      UIKitFault.raise(
        UIKitFault.internalInconsistency,
        "Cannot call popNavigationItemAnimated: directly on a UINavigationBar managed by a controller.")
      return nil
    }
    return ownItems.popLast()
  }
}
