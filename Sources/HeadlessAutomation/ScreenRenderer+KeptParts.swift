import Foundation
@_spi(Automation) @_spi(InterfaceBuilder) import HeadlessUIKit

// The render: the kept screen. A view keeps what was drawn of it (`UIView.keptRender`) until a
// setter marks it changed (`setNeedsDisplay()`, which drops it there and in every view containing
// it), so a render draws again only what changed since the last one.
extension ScreenRenderer {
  /// False while a render from scratch runs (the self-check's): nothing kept is read or written.
  static var keepsParts = true

  /// How many views were drawn whose picture reads more than views: a table asks its data source
  /// and delegate, a text field whether it is being edited, a navigation bar the controllers'
  /// items. A part is kept only when no such view was drawn within it.
  static var unkeepableViewsDrawn = 0

  /// Whether what is drawn of the view (itself, not what it contains) depends only on setters
  /// that mark it changed.
  static func isKeepable(_ view: UIView) -> Bool {
    switch view {
    case is UITableView, is UINavigationBar, is UITextField, is UIDatePicker, is UIRefreshControl: false
    default:
      !(view.owningViewController is UINavigationController
        || view.owningViewController is UIAlertController)
    }
  }

  /// The view's part as kept, else drawn (and kept when it may be).
  static func kept<Part>(
    _ view: UIView, _ part: WritableKeyPath<KeptRender, Part?>, draw: () -> Part
  ) -> Part {
    if keepsParts, let kept = view.keptRender[keyPath: part] { return kept }
    let before = unkeepableViewsDrawn
    if !isKeepable(view) { unkeepableViewsDrawn += 1 }
    let drawn = draw()
    if keepsParts, unkeepableViewsDrawn == before { view.keptRender[keyPath: part] = drawn }
    return drawn
  }

  /// The view's lines at `depth`, as kept, else drawn (and kept when they may be).
  static func renderView(_ view: UIView, depth: Int, into lines: inout [String]) {
    if keepsParts, view.keptRender.depth == depth, let kept = view.keptRender.lines {
      lines += kept
      return
    }
    let start = lines.count
    let before = unkeepableViewsDrawn
    if !isKeepable(view) { unkeepableViewsDrawn += 1 }
    drawView(view, depth: depth, into: &lines)
    if keepsParts, unkeepableViewsDrawn == before {
      view.keptRender.lines = Array(lines[start...])
      view.keptRender.depth = depth
    }
  }
}
