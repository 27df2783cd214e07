import Foundation

/// How a presented controller covers its presenter.
public enum UIModalPresentationStyle: Int, Sendable, CustomStringConvertible {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case none = -1
  case automatic = -2

  /// Whether UIKit removes the presenter's view once the presentation is over (and so sends
  /// the presenter disappearance callbacks). Sheets, "over" styles and custom presentations
  /// (whose presentation controller keeps the presenter's view by default) leave it in place.
  var removesPresentersView: Bool {
    self == .fullScreen || self == .currentContext
  }

  public var description: String {
    switch self {
    case .fullScreen: "full screen"
    case .pageSheet: "page sheet"
    case .formSheet: "form sheet"
    case .currentContext: "current context"
    case .custom: "custom"
    case .overFullScreen: "over full screen"
    case .overCurrentContext: "over current context"
    case .popover: "popover"
    case .none: "none"
    case .automatic: "automatic"
    }
  }
}
