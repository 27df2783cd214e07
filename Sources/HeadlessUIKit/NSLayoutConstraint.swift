import Foundation

/// A relation between two layout attributes, as UIKit's `NSLayoutConstraint` (inert here).
@MainActor
open class NSLayoutConstraint: NSObject {
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
