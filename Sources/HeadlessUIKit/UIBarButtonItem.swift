import Foundation

/// A button in a navigation bar or toolbar, as UIKit's `UIBarButtonItem`: an `NSObject` (through
/// `UIBarItem`, which HeadlessUIKit leaves out), equal only to itself.
@MainActor
open class UIBarButtonItem: NSObject {
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

  override public init() { super.init() }

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
