import Foundation
@_spi(Automation) @_spi(InterfaceBuilder) import HeadlessUIKit

// The render: navigation bar.
extension ScreenRenderer {
  static func renderNavigationBar(
    _ navigationBar: UINavigationBar, depth: Int, into lines: inout [String]
  ) {
    let parts = navigationBarParts(navigationBar)
    lines.append(
      indent(depth) + "navigation bar: "
        + (parts.leading + [parts.title] + parts.trailing).joined(separator: "  "))
    lines.append(indent(depth + 1) + navigationBarLook(navigationBar))
  }

  /// A navigation bar's colours and styles: "bar tint … · tint … · title …".
  static func navigationBarLook(_ navigationBar: UINavigationBar) -> String {
    var colours = [
      "bar tint \(navigationBar.barTintColor.map { "\($0)" } ?? "default")",
      "tint \(navigationBar.hasOwnTintColor ? "\(navigationBar.tintColor!)" : "default")",
      "title \(describe(navigationBar.titleTextAttributes))",
    ]
    if navigationBar.barStyle == .black { colours.append("style black") }
    if navigationBar.prefersLargeTitles, let large = navigationBar.largeTitleTextAttributes {
      colours.append("large title \(describe(large))")
    }
    return colours.joined(separator: " · ")
  }

  /// What a navigation bar shows: the back button and left items, the title (quoted, or its
  /// title view's content), the right items, each as the render writes it.
  static func navigationBarParts(_ navigationBar: UINavigationBar) -> (
    leading: [String], title: String, trailing: [String]
  ) {
    let bar = NavigationBarContent(navigationBar)
    var leading: [String] = []
    if let back = bar.backButtonTitle { leading.append("‹ " + back) }
    leading += bar.leftItems.map(itemText)
    var title = bar.title.map(quoted) ?? "(no title)"
    if let titleView = bar.titleView {
      title = inlineItems(forView: titleView).joined(separator: " ")
    }
    if navigationBar.prefersLargeTitles { title += " (large title)" }
    return (leading, title, bar.rightItems.map(itemText))
  }

  static func itemText(_ item: UIBarButtonItem) -> String {
    if let customView = item.customView {
      return "[" + inlineItems(forView: customView).joined(separator: " ") + "]"
    }
    return bracketed(item.displayedTitle, item.isEnabled ? [] : ["disabled"])
  }

  /// Title text attributes: "default", or "[font system bold 20, foregroundColor white]".
  static func describe(_ attributes: [NSAttributedString.Key: Any]?) -> String {
    guard let attributes, !attributes.isEmpty else { return "default" }
    let names: [String: String] = [
      "NSColor": "foregroundColor", "NSFont": "font", "NSBackgroundColor": "backgroundColor",
      "NSKern": "kern",
      "NSShadow": "shadow",
    ]
    let entries = attributes.map { key, value -> String in
      let name = names[key.rawValue] ?? key.rawValue
      let text: String
      switch value {
      case let color as UIColor: text = color.description
      case let font as UIFont: text = font.description
      case let number as Double: text = formatNumber(number)
      case let number as CGFloat: text = formatNumber(number)
      default: text = String(describing: value)
      }
      return "\(name) \(text)"
    }
    return "[" + entries.sorted().joined(separator: ", ") + "]"
  }
}
