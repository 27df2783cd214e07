import Foundation

// Auto Layout's vocabulary, so that code which sizes and pins its views reads as with UIKit.
// Nothing is laid out: constraints are recorded, activated and deactivated, and otherwise inert
// (frames stay whatever code sets them to).

/// A constraint's priority, as UIKit's `UILayoutPriority`.
public struct UILayoutPriority: Hashable, Sendable, RawRepresentable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral
{
  public let rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public init(floatLiteral value: Float) { self.rawValue = value }
  public init(integerLiteral value: Int) { self.rawValue = Float(value) }

  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)
}

/// A relation between two layout attributes, as UIKit's `NSLayoutConstraint` (inert here).
@MainActor
open class NSLayoutConstraint {
  public enum Axis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }

  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }

  public let firstAnchor: AnyObject?
  public let secondAnchor: AnyObject?
  public let relation: Relation
  public let multiplier: CGFloat
  open var constant: CGFloat
  open var isActive = false
  open var priority: UILayoutPriority = .required
  open var identifier: String?

  init(
    first: AnyObject?, second: AnyObject?, relation: Relation = .equal, multiplier: CGFloat = 1,
    constant: CGFloat = 0
  ) {
    self.firstAnchor = first
    self.secondAnchor = second
    self.relation = relation
    self.multiplier = multiplier
    self.constant = constant
  }

  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  public static func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }
}

/// An attribute of a view or layout guide that constraints relate, as UIKit's `NSLayoutAnchor`.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
  init() {}

  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint(first: self, second: anchor)
  }

  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint
  {
    NSLayoutConstraint(first: self, second: anchor, constant: c)
  }

  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint(first: self, second: anchor, relation: .greaterThanOrEqual)
  }

  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(first: self, second: anchor, relation: .greaterThanOrEqual, constant: c)
  }

  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint(first: self, second: anchor, relation: .lessThanOrEqual)
  }

  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(first: self, second: anchor, relation: .lessThanOrEqual, constant: c)
  }
}

/// A horizontal position: leading, trailing, left, right, centre X.
@MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical position: top, bottom, centre Y, baselines.
@MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A size: width or height.
@MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(first: self, second: nil, constant: c)
  }

  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(first: self, second: nil, relation: .greaterThanOrEqual, constant: c)
  }

  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(first: self, second: nil, relation: .lessThanOrEqual, constant: c)
  }

  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(first: self, second: anchor, multiplier: m)
  }

  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(first: self, second: anchor, multiplier: m, constant: c)
  }
}

/// A rectangle constraints can use without a view, as UIKit's `UILayoutGuide`.
@MainActor
open class UILayoutGuide {
  public weak var owningView: UIView?
  open var identifier = ""

  public init() {}

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

extension UIView {
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

/// A view's anchors, made once per view.
@MainActor
final class LayoutAnchors {
  let leading = NSLayoutXAxisAnchor()
  let trailing = NSLayoutXAxisAnchor()
  let left = NSLayoutXAxisAnchor()
  let right = NSLayoutXAxisAnchor()
  let centerX = NSLayoutXAxisAnchor()
  let top = NSLayoutYAxisAnchor()
  let bottom = NSLayoutYAxisAnchor()
  let centerY = NSLayoutYAxisAnchor()
  let firstBaseline = NSLayoutYAxisAnchor()
  let lastBaseline = NSLayoutYAxisAnchor()
  let width = NSLayoutDimension()
  let height = NSLayoutDimension()
  private var safeAreaGuide: UILayoutGuide?
  private var marginsGuide: UILayoutGuide?

  func safeArea(of view: UIView) -> UILayoutGuide {
    if let safeAreaGuide { return safeAreaGuide }
    let guide = UILayoutGuide()
    guide.owningView = view
    guide.identifier = "UIViewSafeAreaLayoutGuide"
    safeAreaGuide = guide
    return guide
  }

  func margins(of view: UIView) -> UILayoutGuide {
    if let marginsGuide { return marginsGuide }
    let guide = UILayoutGuide()
    guide.owningView = view
    guide.identifier = "UIViewLayoutMarginsGuide"
    marginsGuide = guide
    return guide
  }
}
