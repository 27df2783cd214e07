import Foundation

/// A view that lines up its arranged subviews, as UIKit's `UIStackView`.
@MainActor
open class UIStackView: UIView {
  public enum Distribution: Int, Sendable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  public enum Alignment: Int, Sendable {
    case fill, leading, firstBaseline, center, trailing, lastBaseline
    public static let top = Alignment.leading
    public static let bottom = Alignment.trailing
  }

  public private(set) var arrangedSubviews: [UIView] = [] {
    didSet { setNeedsDisplay() }
  }
  open var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet { setNeedsDisplay() }
  }
  open var spacing: CGFloat = 0
  open var distribution: Distribution = .fill
  open var alignment: Alignment = .fill
  open var isLayoutMarginsRelativeArrangement = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init(coder: NSCoder) {
    super.init(frame: .zero)
  }

  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Adds a view to the arrangement and as a subview.
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(stackIndex, arrangedSubviews.count))
    if view.superview !== self { addSubview(view) }
  }

  /// Removes a view from the arrangement only: it stays a subview until
  /// `removeFromSuperview()`, as in UIKit.
  open func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
  }

  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    arrangedSubviews.removeAll { $0 === subview }
  }
}
