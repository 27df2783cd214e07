import Foundation

/// A button of an alert. An `NSObject`, as UIKit's is: equal only to itself.
@MainActor
open class UIAlertAction: NSObject {
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
    super.init()
  }
}
