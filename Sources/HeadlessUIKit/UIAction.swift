import Foundation

/// A closure-based action, as UIKit's `UIAction` (iOS 14): what buttons, bar button items and
/// other controls run instead of Objective-C target–action pairs.
@MainActor
public final class UIAction {
  /// Identifies an action, so it can be removed from a control.
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  public enum Attributes: Sendable {
    case destructive, disabled, hidden
  }

  public let title: String
  public let image: UIImage?
  public let identifier: Identifier
  public var attributes: [Attributes] = []
  private let handler: (UIAction) -> Void

  /// The control or bar button item that sent the action, while it runs.
  public private(set) var sender: Any?

  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
    handler: @escaping (UIAction) -> Void
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier ?? Identifier(rawValue: "action-\(UIAction.nextNumber)")
    self.handler = handler
    UIAction.nextNumber += 1
  }

  private static var nextNumber = 1

  func perform(sender: Any?) {
    self.sender = sender
    handler(self)
    self.sender = nil
  }
}

/// A menu of actions (not shown by the render; kept so UIKit's initialisers read the same).
@MainActor
public final class UIMenu {
  public let title: String
  public let children: [UIAction]

  public init(title: String = "", children: [UIAction] = []) {
    self.title = title
    self.children = children
  }
}

/// A button in a navigation bar or toolbar, as UIKit's `UIBarButtonItem`.
@MainActor
open class UIBarButtonItem {
  public enum Style: Int, Sendable {
    case plain = 0
    case bordered = 1
    case done = 2
  }

  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
    case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind
    case fastForward, undo, redo, close

    /// What the bar shows for it: its title, or a symbol for the iconic ones.
    var displayedTitle: String {
      switch self {
      case .done: "Done"
      case .cancel: "Cancel"
      case .edit: "Edit"
      case .save: "Save"
      case .add: "+"
      case .flexibleSpace, .fixedSpace: ""
      case .compose: "Compose"
      case .reply: "Reply"
      case .action: "Share"
      case .organize: "Organize"
      case .bookmarks: "Bookmarks"
      case .search: "Search"
      case .refresh: "Refresh"
      case .stop: "Stop"
      case .camera: "Camera"
      case .trash: "Trash"
      case .play: "Play"
      case .pause: "Pause"
      case .rewind: "Rewind"
      case .fastForward: "Fast Forward"
      case .undo: "Undo"
      case .redo: "Redo"
      case .close: "Close"
      }
    }

    /// Its accessibility label, as VoiceOver reads it.
    var accessibilityName: String {
      switch self {
      case .add: "Add"
      default: displayedTitle
      }
    }
  }

  open var title: String?
  open var image: UIImage?
  open var style: Style = .plain
  open var isEnabled = true
  open var tag = 0
  open var tintColor: UIColor?
  open var primaryAction: UIAction?
  open var menu: UIMenu?
  open var customView: UIView?
  open var accessibilityIdentifier: String?
  open var accessibilityLabel: String?
  open var isHidden = false
  /// The system item it was made with, if any.
  var systemItem: SystemItem?
  /// The navigation item it is shown in, to find the controller a tap belongs to.
  weak var navigationItem: UINavigationItem?

  public init() {}

  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.init()
    self.systemItem = systemItem
    self.style = systemItem == .done || systemItem == .save ? .done : .plain
    self.primaryAction = primaryAction
    self.menu = menu
  }

  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title ?? primaryAction?.title
    self.image = image ?? primaryAction?.image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// Stands in for UIKit's `init(title:style:target:action:)`: the action is a `UIAction`.
  public convenience init(title: String?, style: Style, primaryAction: UIAction? = nil) {
    self.init()
    self.title = title
    self.style = style
    self.primaryAction = primaryAction
  }

  /// Stands in for UIKit's `init(image:style:target:action:)`: the action is a `UIAction`.
  public convenience init(image: UIImage?, style: Style, primaryAction: UIAction? = nil) {
    self.init()
    self.image = image
    self.style = style
    self.primaryAction = primaryAction
  }

  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// What the bar shows for the item: its title, its system item's title or symbol, its image.
  var displayedTitle: String {
    if let title, !title.isEmpty { return title }
    if let systemItem { return systemItem.displayedTitle }
    if let image { return image.name }
    return ""
  }
}

/// What a navigation bar shows for one controller, as UIKit's `UINavigationItem`.
@MainActor
open class UINavigationItem {
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
