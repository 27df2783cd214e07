import Foundation

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
