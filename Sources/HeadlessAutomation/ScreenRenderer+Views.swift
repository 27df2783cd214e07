import Foundation
@_spi(Automation) @_spi(InterfaceBuilder) import HeadlessUIKit

// The render: views.
extension ScreenRenderer {
  /// Draws the view's lines (see `renderView`, which reads them kept when they are).
  static func drawView(_ view: UIView, depth: Int, into lines: inout [String]) {
    if view.isHidden {
      lines.append(indent(depth) + summary(of: view) + " [hidden]")
      return
    }
    if let controller = view.owningViewController {
      if let navigationController = controller as? UINavigationController {
        if !navigationController.isNavigationBarHidden {
          renderNavigationBar(navigationController.navigationBar, depth: depth, into: &lines)
        }
        for subview in view.subviews { renderView(subview, depth: depth, into: &lines) }
        return
      }
      lines.append(indent(depth) + typeName(controller) + attributes(of: view))
      if isContainer(view) {
        for subview in view.subviews { renderView(subview, depth: depth + 1, into: &lines) }
      } else {
        renderBody(of: view, depth: depth + 1, into: &lines, attributesShown: true)
      }
      return
    }
    renderBody(of: view, depth: depth, into: &lines, attributesShown: false)
  }

  static func renderBody(
    of view: UIView, depth: Int, into lines: inout [String], attributesShown: Bool
  ) {
    let attributes = attributesShown ? "" : attributes(of: view)
    switch view {
    case let table as UITableView:
      renderTable(table, depth: depth, attributes: attributes, into: &lines)
    case let bar as UINavigationBar:
      renderNavigationBar(bar, depth: depth, into: &lines)
    case let stack as UIStackView where stack.axis == .horizontal:
      let items = inlineItems(of: stack)
      lines.append(
        indent(depth) + kindName(of: view, base: "stack") + attributes + ": "
          + (items.isEmpty ? "(empty)" : compressed(items).joined(separator: " ")))
    case let stack as UIStackView:
      lines.append(indent(depth) + kindName(of: view, base: "stack") + " vertical" + attributes)
      for subview in orderedSubviews(of: stack) { renderView(subview, depth: depth + 1, into: &lines) }
    case is UILabel, is UIButton, is UITextField, is UIImageView, is UIDatePicker, is UISwitch:
      lines.append(indent(depth) + line(for: view) + attributes)
      let extra = view.subviews.filter { !($0 is UILabel) && !($0 is UIImageView) }
      for subview in extra { renderView(subview, depth: depth + 1, into: &lines) }
    default:
      if isContainer(view) && attributes.isEmpty {
        for subview in view.subviews { renderView(subview, depth: depth, into: &lines) }
        return
      }
      lines.append(indent(depth) + kindName(of: view, base: "view") + attributes)
      for subview in view.subviews { renderView(subview, depth: depth + 1, into: &lines) }
    }
  }

  /// A view that only contains others: a plain `UIView`, or the app's own `UIView` subclass (a
  /// view loaded from a nib, say). Without colours it is transparent: its children show at its
  /// level, as on the screen.
  static func isContainer(_ view: UIView) -> Bool {
    type(of: view) == UIView.self || !typeName(view).hasPrefix("UI")
  }

  /// A stack's subviews, arranged ones first in their order.
  static func orderedSubviews(of stack: UIStackView) -> [UIView] {
    stack.arrangedSubviews
      + stack.subviews.filter { view in !stack.arrangedSubviews.contains { $0 === view } }
  }

  /// One line for a simple view, without its colours: `label "Meal Name"`.
  static func line(for view: UIView) -> String {
    kept(view, \.line) { drawLine(for: view) }
  }

  static func drawLine(for view: UIView) -> String {
    switch view {
    case let label as UILabel:
      var text = kindName(of: view, base: "label") + " " + quoted(label.text)
      if label.textColor != .label { text += " · color \(label.textColor.map { "\($0)" } ?? "none")" }
      if let font = label.font, font != .systemFont(ofSize: 17) { text += " · font \(font)" }
      return text + (valueItem(of: label, shown: label.text).map { " · \($0)" } ?? "")
    case let button as UIButton:
      var text = kindName(of: view, base: "button")
      if let title = button.currentTitle { text += " " + quoted(title) }
      if let image = button.currentImage { text += " image \(image.name)" }
      if button.currentTitle == nil && button.currentImage == nil { text += " (untitled)" }
      text += markers(of: button).map { " [\($0)]" }.joined()
      return text + (valueItem(of: button, shown: button.currentTitle).map { " · \($0)" } ?? "")
    case let field as UITextField:
      var text = kindName(of: view, base: "text field") + " " + quoted(field.text)
      if (field.text ?? "").isEmpty, let placeholder = field.placeholder {
        text = kindName(of: view, base: "text field") + " placeholder " + quoted(placeholder)
      }
      if field.isFirstResponder { text += " [editing]" }
      if !field.isEnabled { text += " [disabled]" }
      return text
    case let imageView as UIImageView:
      return kindName(of: view, base: "image") + " " + (imageView.image?.name ?? "(none)")
    case let picker as UIDatePicker:
      return kindName(of: view, base: "date picker") + " " + picker.displayedDate
        + (picker.isEnabled ? "" : " [disabled]")
    case let toggle as UISwitch:
      return kindName(of: view, base: "switch") + (toggle.isOn ? " on" : " off")
        + (toggle.isEnabled ? "" : " [disabled]")
    default:
      return kindName(of: view, base: "view")
    }
  }

  static func markers(of control: UIControl) -> [String] {
    var markers: [String] = []
    if control.isSelected { markers.append("selected") }
    if control.isHighlighted { markers.append("highlighted") }
    if !control.isEnabled { markers.append("disabled") }
    return markers
  }

  /// The short description of a view used for hidden views: its kind and main content.
  static func summary(of view: UIView) -> String {
    switch view {
    case is UILabel, is UIButton, is UITextField, is UIImageView, is UIDatePicker, is UISwitch:
      return line(for: view)
    case is UITableView: return kindName(of: view, base: "table")
    case is UIStackView: return kindName(of: view, base: "stack")
    default:
      if let controller = view.owningViewController { return typeName(controller) }
      return kindName(of: view, base: "view")
    }
  }

  /// Colours and opacity worth showing: " · background white · alpha 1 (animated 0.4 s)".
  static func attributes(of view: UIView) -> String {
    var parts: [String] = []
    if let background = view.backgroundColor { parts.append("background \(background)") }
    if view.hasOwnTintColor { parts.append("tint \(view.tintColor.map { "\($0)" } ?? "none")") }
    if view.alpha != 1 || view.lastAnimationDuration != nil {
      var alpha = "alpha \(formatNumber(view.alpha))"
      if let duration = view.lastAnimationDuration { alpha += " (animated \(formatNumber(duration)) s)" }
      parts.append(alpha)
    }
    return parts.map { " · " + $0 }.joined()
  }
}
