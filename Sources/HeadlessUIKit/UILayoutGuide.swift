import Foundation

/// A rectangle constraints can use without a view, as UIKit's `UILayoutGuide`.
@MainActor
open class UILayoutGuide: NSObject {
  public weak var owningView: UIView?
  open var identifier = ""

  override public init() { super.init() }

  public let leadingAnchor = NSLayoutXAxisAnchor()
  public let trailingAnchor = NSLayoutXAxisAnchor()
  public let leftAnchor = NSLayoutXAxisAnchor()
  public let rightAnchor = NSLayoutXAxisAnchor()
  public let centerXAnchor = NSLayoutXAxisAnchor()
  public let topAnchor = NSLayoutYAxisAnchor()
  public let bottomAnchor = NSLayoutYAxisAnchor()
  public let centerYAnchor = NSLayoutYAxisAnchor()
  public let widthAnchor = NSLayoutDimension()
  public let heightAnchor = NSLayoutDimension()
}
