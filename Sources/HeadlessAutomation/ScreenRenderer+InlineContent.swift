import Foundation
@_spi(Automation) @_spi(InterfaceBuilder) import HeadlessUIKit

// The render: inline content (cells, horizontal stacks).
extension ScreenRenderer {
  /// The visible content of a view as short items, depth first: `Caprese Salad`, `image meal1`,
  /// `[filledStar · selected]`.
  static func inlineItems(of view: UIView) -> [String] {
    var items: [String] = []
    for subview in (view as? UIStackView).map(orderedSubviews(of:)) ?? view.subviews {
      items += inlineItems(forView: subview)
    }
    return items
  }

  static func inlineItems(forView view: UIView) -> [String] {
    kept(view, \.inlineItems) { drawInlineItems(forView: view) }
  }

  static func drawInlineItems(forView view: UIView) -> [String] {
    guard !view.isHidden else { return [] }
    let opacity = view.alpha != 1 ? " (alpha \(formatNumber(view.alpha)))" : ""
    switch view {
    case let label as UILabel:
      guard let text = label.text, !text.isEmpty else { return [] }
      return [text + opacity]
    case let button as UIButton:
      let title = button.currentTitle ?? button.currentImage?.name ?? "untitled"
      let value = valueItem(of: button, shown: button.currentTitle).map { [$0] } ?? []
      return [bracketed(title, markers(of: button) + value) + opacity]
    case let field as UITextField:
      let content =
        (field.text ?? "").isEmpty ? "placeholder " + quoted(field.placeholder) : quoted(field.text)
      return ["[text field \(content)\(field.isFirstResponder ? " · editing" : "")]" + opacity]
    case let imageView as UIImageView:
      guard let image = imageView.image else { return [] }
      return ["image \(image.name)" + opacity]
    case is UIDatePicker, is UISwitch:
      return [line(for: view) + opacity]
    case let stack as UIStackView where stack.axis == .horizontal:
      let items = inlineItems(of: stack)
      return items.isEmpty ? [] : [compressed(items).joined(separator: " ") + opacity]
    case let table as UITableView:
      return ["table of \(table.numberOfSections) sections"]
    default:
      return inlineItems(of: view)
    }
  }

  /// Runs of identical items written once with a count: `4×[filledStar · selected]`.
  static func compressed(_ items: [String]) -> [String] {
    var result: [String] = []
    var index = 0
    while index < items.count {
      var end = index + 1
      while end < items.count && items[end] == items[index] { end += 1 }
      result.append(end - index > 1 ? "\(end - index)×\(items[index])" : items[index])
      index = end
    }
    return result
  }
}
