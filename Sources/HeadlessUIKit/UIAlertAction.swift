import Foundation

/// A button of an alert.
@MainActor
open class UIAlertAction {
  public enum Style: Int, Sendable {
    case `default`, cancel, destructive
  }

  public let title: String?
  public let style: Style
  open var isEnabled = true
  let handler: ((UIAlertAction) -> Void)?

  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}

// An NSObject in UIKit: equal only to itself and hashable by identity, so that
// `items.firstIndex(of: item)` and sets read as with UIKit.
extension UIAlertAction: Hashable {
  nonisolated public static func == (lhs: UIAlertAction, rhs: UIAlertAction) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
