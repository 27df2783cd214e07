import Foundation

/// A swipe action, as UIKit's `UIContextualAction`.
@MainActor
public final class UIContextualAction: NSObject {
  public enum Style: Int, Sendable {
    case normal, destructive
  }

  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  public let style: Style
  public var title: String?
  public var backgroundColor: UIColor!
  public var image: UIImage?
  @_spi(Automation) public let handler: Handler

  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
  }
}
