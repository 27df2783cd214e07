/// What the render drew of one view, kept until the view or a view inside it changes (see
/// `UIView.setNeedsDisplay()`): the automation face reads a kept part instead of the view again.
/// Each part is nil until drawn.
@_spi(Automation) public struct KeptRender: Sendable {
  /// The view's lines in the render, drawn at `depth`.
  public var lines: [String]?
  public var depth = 0
  /// The view's one-line description (a label's `label "Meal Name"`).
  public var line: String?
  /// What the view shows inline, in a cell or a horizontal stack.
  public var inlineItems: [String]?

  public init() {}

  /// Whether nothing is kept.
  public var isEmpty: Bool { lines == nil && line == nil && inlineItems == nil }
}
