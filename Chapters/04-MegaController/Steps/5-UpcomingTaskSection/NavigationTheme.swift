import Foundation
import HeadlessUIKit

/// How the navigation bar looks for the number of tasks due soon: calm, then orange, then red.
enum NavigationTheme {
  case placid
  case warning
  case danger

  var statusBarStyle: UIStatusBarStyle {
    switch self {
    case .placid: return .default
    case .warning, .danger: return .lightContent
    }
  }

  var barTintColor: UIColor? {
    switch self {
    case .placid:
      return nil
    case .warning:
      return UIColor(red: 235 / 255, green: 156 / 255, blue: 77 / 255, alpha: 1.0)
    case .danger:
      return UIColor(red: 248 / 255, green: 73 / 255, blue: 68 / 255, alpha: 1.0)
    }
  }

  var titleTextAttributes: [NSAttributedString.Key: Any]? {
    switch self {
    case .placid:
      return nil
    case .warning, .danger:
      return [.foregroundColor: UIColor.white]
    }
  }

  var tintColor: UIColor? {
    switch self {
    case .placid:
      return nil
    case .warning, .danger:
      return UIColor.white
    }
  }
}

extension NavigationTheme {
  init(numberOfImminentTasks: Int) {
    switch numberOfImminentTasks {
    case -Int.max...3:
      self = .placid
    case 4...9:
      self = .warning
    default:
      self = .danger
    }
  }
}
