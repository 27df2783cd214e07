import Foundation

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
