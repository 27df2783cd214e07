import Foundation

// Auto Layout's vocabulary, so that code which sizes and pins its views reads as with UIKit.
// Nothing is laid out: constraints are recorded, activated and deactivated, and otherwise inert
// (frames stay whatever code sets them to).

extension UIView {
  /// The edges and sizes that follow the superview's size, as UIKit's
  /// `UIView.AutoresizingMask`.
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  public var leadingAnchor: NSLayoutXAxisAnchor { layoutAnchors.leading }
  public var trailingAnchor: NSLayoutXAxisAnchor { layoutAnchors.trailing }
  public var leftAnchor: NSLayoutXAxisAnchor { layoutAnchors.left }
  public var rightAnchor: NSLayoutXAxisAnchor { layoutAnchors.right }
  public var centerXAnchor: NSLayoutXAxisAnchor { layoutAnchors.centerX }
  public var topAnchor: NSLayoutYAxisAnchor { layoutAnchors.top }
  public var bottomAnchor: NSLayoutYAxisAnchor { layoutAnchors.bottom }
  public var centerYAnchor: NSLayoutYAxisAnchor { layoutAnchors.centerY }
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { layoutAnchors.firstBaseline }
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { layoutAnchors.lastBaseline }
  public var widthAnchor: NSLayoutDimension { layoutAnchors.width }
  public var heightAnchor: NSLayoutDimension { layoutAnchors.height }

  /// The area not covered by bars: the guide constraints pin content to.
  public var safeAreaLayoutGuide: UILayoutGuide { layoutAnchors.safeArea(of: self) }
  public var layoutMarginsGuide: UILayoutGuide { layoutAnchors.margins(of: self) }

  public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {}
}
