import Foundation

/// The status bar's text colour.
public enum UIStatusBarStyle: Int, Sendable, CustomStringConvertible {
  case `default` = 0
  case lightContent = 1
  case darkContent = 3

  public var description: String {
    switch self {
    case .default: "default"
    case .lightContent: "lightContent"
    case .darkContent: "darkContent"
    }
  }
}
