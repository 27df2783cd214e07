import Foundation

/// What a navigation bar shows for one controller, as UIKit's `UINavigationItem`: an
/// `NSObject`, equal only to itself.
@MainActor
open class UINavigationItem: NSObject {
  open var title: String?
  open var prompt: String?
  open var titleView: UIView?
  open var backBarButtonItem: UIBarButtonItem?
  open var backButtonTitle: String?
  open var hidesBackButton = false
  open var leftItemsSupplementBackButton = false
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
  weak var owningViewController: UIViewController?

  /// The standalone bar showing this item, if any.
  weak var owningBar: UINavigationBar?

  public enum LargeTitleDisplayMode: Int, Sendable {
    case automatic, always, never
  }

  public init(title: String) {
    self.title = title
    super.init()
  }

  open var leftBarButtonItems: [UIBarButtonItem]? {
    didSet { leftBarButtonItems?.forEach { $0.navigationItem = self } }
  }
  open var rightBarButtonItems: [UIBarButtonItem]? {
    didSet { rightBarButtonItems?.forEach { $0.navigationItem = self } }
  }

  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }
}
