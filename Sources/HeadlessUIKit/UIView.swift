import Foundation

/// A rectangle on the screen, without pixels: its place in the hierarchy and what it would show.
@MainActor
open class UIView: UIResponder {
  public private(set) var subviews: [UIView] = [] {
    didSet { setNeedsDisplay() }
  }
  public private(set) weak var superview: UIView?
  /// The view controller whose root view this is.
  @_spi(Automation) public weak var owningViewController: UIViewController? {
    didSet { setNeedsDisplay() }
  }
  /// What the render drew of this view, until `setNeedsDisplay()` drops it.
  @_spi(Automation) public var keptRender = KeptRender()

  open var frame: CGRect
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  open var backgroundColor: UIColor? {
    didSet {
      UIView.noteAnimated(self)
      setNeedsDisplay()
    }
  }
  open var alpha: CGFloat = 1 {
    didSet {
      UIView.noteAnimated(self)
      setNeedsDisplay()
    }
  }
  open var isHidden = false {
    didSet { setNeedsDisplay() }
  }
  open var isOpaque = true
  open var clipsToBounds = false
  open var tag = 0
  open var isUserInteractionEnabled = true
  open var contentMode: ContentMode = .scaleToFill
  open var translatesAutoresizingMaskIntoConstraints = true
  /// How the view resizes with its superview, as Interface Builder's springs and struts set it.
  /// Recorded, and inert like the constraints: nothing is laid out here.
  open var autoresizingMask: AutoresizingMask = []

  private var ownTintColor: UIColor? {
    didSet { setNeedsDisplay() }
  }
  /// The tint colour: the view's own, else its superview's, else the system blue, as in UIKit.
  open var tintColor: UIColor! {
    get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
    set { ownTintColor = newValue }
  }
  /// Whether a tint colour was set on this view itself (the render shows only those).
  @_spi(Automation) public var hasOwnTintColor: Bool { ownTintColor != nil }

  open var isAccessibilityElement = false
  open var accessibilityIdentifier: String? {
    didSet { setNeedsDisplay() }
  }
  open var accessibilityLabel: String? {
    didSet { setNeedsDisplay() }
  }
  open var accessibilityValue: String? {
    didSet { setNeedsDisplay() }
  }
  open var accessibilityHint: String? {
    didSet { setNeedsDisplay() }
  }
  private var ownAccessibilityTraits: UIAccessibilityTraits?
  /// The traits set on the view, else the ones its kind has (a button's `.button`, plus
  /// `.selected` or `.notEnabled` as its state says), as UIKit's standard views report them.
  open var accessibilityTraits: UIAccessibilityTraits {
    get { ownAccessibilityTraits ?? standardAccessibilityTraits }
    set { ownAccessibilityTraits = newValue }
  }
  /// The traits a view of this kind reports when none were set.
  var standardAccessibilityTraits: UIAccessibilityTraits { .none }

  /// The duration of the last animation that changed this view, for the render.
  @_spi(Automation) public var lastAnimationDuration: TimeInterval? {
    didSet { setNeedsDisplay() }
  }

  open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  /// The constraints added to this view (inert: nothing is laid out).
  public private(set) var constraints: [NSLayoutConstraint] = []
  private var storedLayoutAnchors: LayoutAnchors?
  var layoutAnchors: LayoutAnchors {
    if let storedLayoutAnchors { return storedLayoutAnchors }
    let anchors = LayoutAnchors()
    storedLayoutAnchors = anchors
    return anchors
  }

  open func addConstraint(_ constraint: NSLayoutConstraint) {
    constraints.append(constraint)
    constraint.isActive = true
  }

  open func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  open func removeConstraint(_ constraint: NSLayoutConstraint) {
    constraints.removeAll { $0 === constraint }
    constraint.isActive = false
  }

  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  public required init?(coder: NSCoder) {
    self.frame = .zero
    super.init()
  }

  public convenience override init() {
    self.init(frame: .zero)
  }

  /// Called on views instantiated from a storyboard scene or as a prototype cell.
  open func awakeFromNib() {}

  // MARK: - Hierarchy

  open override var next: UIResponder? {
    owningViewController ?? superview
  }

  /// The window the view is in, if any.
  open var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }

  open func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count)
  }

  open func insertSubview(_ view: UIView, at index: Int) {
    if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
      subviews.remove(at: old)
      subviews.insert(view, at: min(index, subviews.count))
      return
    }
    let wasInWindow = view.window
    view.removeFromSuperview()
    view.willMove(toSuperview: self)
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
    didAddSubview(view)
    view.didMoveToSuperview()
    if wasInWindow !== view.window { view.notifyWindowChange() }
  }

  open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    insertSubview(view, at: subviews.firstIndex(where: { $0 === sibling }) ?? 0)
  }

  open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    insertSubview(view, at: (subviews.firstIndex(where: { $0 === sibling }) ?? subviews.count - 1) + 1)
  }

  open func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: index))
  }

  open func sendSubviewToBack(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.insert(subviews.remove(at: index), at: 0)
  }

  open func removeFromSuperview() {
    guard let superview else { return }
    let wasInWindow = window
    if let firstResponderWindow = wasInWindow, let responder = firstResponderWindow.firstResponder,
      responder.isDescendant(of: self)
    {
      _ = responder.resignFirstResponder()
      if firstResponderWindow.firstResponder === responder { firstResponderWindow.firstResponder = nil }
    }
    willMove(toSuperview: nil)
    superview.willRemoveSubview(self)
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
    didMoveToSuperview()
    if wasInWindow != nil { notifyWindowChange() }
  }

  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  private func notifyWindowChange() {
    didMoveToWindow()
    for subview in subviews { subview.notifyWindowChange() }
  }

  open func willMove(toSuperview newSuperview: UIView?) {}
  open func didMoveToSuperview() {}
  open func didMoveToWindow() {}
  open func didAddSubview(_ subview: UIView) {}
  open func willRemoveSubview(_ subview: UIView) {}

  // MARK: - Layout (no geometry is computed: these are hooks code may override)

  open func layoutSubviews() {}
  open func setNeedsLayout() {}
  open func layoutIfNeeded() {}
  /// Marks the view as changed, as every setter of what it shows does: what the render kept of
  /// it and of every view containing it is dropped, to be drawn again at the next render. A view
  /// that keeps nothing ends the walk: a render keeps a part of a view only with the parts of the
  /// views drawn inside it, so the views containing it keep nothing that shows it either (and a
  /// view being built, never rendered, costs one test).
  open func setNeedsDisplay() {
    var view: UIView? = self
    while let current = view, !current.keptRender.isEmpty {
      current.keptRender = KeptRender()
      view = current.superview
    }
  }
  open func sizeToFit() {}

  /// Whether the view and all its ancestors are visible (not hidden, not fully transparent).
  var isVisibleInHierarchy: Bool {
    var current: UIView? = self
    while let view = current {
      if view.isHidden || view.alpha <= 0.01 { return false }
      current = view.superview
    }
    return true
  }

  /// Whether touches reach the view: it and its ancestors accept user interaction.
  @_spi(Automation) public var receivesTouches: Bool {
    var current: UIView? = self
    while let view = current {
      if !view.isUserInteractionEnabled { return false }
      current = view.superview
    }
    return true
  }

  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }

  // MARK: - Animation

  /// Options for `animate(withDuration:delay:options:animations:completion:)`; none changes
  /// anything here, where animations run at once.
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
  }

  /// The durations of the animation blocks running now, innermost last.
  private static var animationDurations: [TimeInterval] = []

  /// Records that `view` changed inside an animation block.
  static func noteAnimated(_ view: UIView) {
    if let duration = animationDurations.last { view.lastAnimationDuration = duration }
  }

  /// Runs the animations at once (there are no frames to draw) and then the completion with
  /// `true`; views changed by the animations remember the duration for the render.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animationDurations.append(duration)
    animations()
    animationDurations.removeLast()
    completion?(true)
  }

  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  public static func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    animationDurations.append(duration)
    animations?()
    animationDurations.removeLast()
    view.lastAnimationDuration = duration
    completion?(true)
  }

  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }
}
