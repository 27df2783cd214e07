import Foundation

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
