import Foundation

/// Draws the screen as text: the status bar, navigation bars, the controllers' views depth
/// first, tables row by row, presented controllers and alerts. Deterministic: the same screen
/// always renders to the same bytes. The format is described in docs/HeadlessUIKit.md.
@MainActor
enum ScreenRenderer {
  static func render(_ window: UIWindow) -> String {
    var lines = ["status bar: \(window.statusBarStyle)"]
    if let root = window.rootViewController, root.isViewLoaded, root.view.window === window {
      renderView(root.view, depth: 0, into: &lines)
    }
    for presented in Layers.presentedChain(from: window.rootViewController) {
      renderPresented(presented, into: &lines)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func indent(_ depth: Int) -> String {
    String(repeating: "  ", count: depth)
  }

  // MARK: - Presented controllers and alerts

  private static func renderPresented(_ controller: UIViewController, into lines: inout [String]) {
    if let alert = controller as? UIAlertController {
      renderAlert(alert, into: &lines)
      return
    }
    var header = "presented \(controller.presentationStyleInUse)"
    if let record = controller.presentationRecord {
      if let duration = record.customTransitionDuration {
        header += " · custom transition \(formatNumber(duration)) s"
      }
      if !record.isComplete { header += " · transition not completed" }
    }
    lines.append(header)
    if controller.isViewLoaded, controller.view.window != nil {
      renderView(controller.view, depth: 1, into: &lines)
    } else {
      lines.append("  (its view is not in the window)")
    }
  }

  private static func renderAlert(_ alert: UIAlertController, into lines: inout [String]) {
    let kind = alert.preferredStyle == .alert ? "alert" : "action sheet"
    lines.append(kind + (alert.title.map { " \"\($0)\"" } ?? ""))
    if let message = alert.message { lines.append("  message \"\(message)\"") }
    for field in alert.textFields ?? [] { lines.append("  " + line(for: field)) }
    let actions = alert.actions.map { action in
      var markers: [String] = []
      if action.style == .cancel { markers.append("cancel") }
      if action.style == .destructive { markers.append("destructive") }
      if !action.isEnabled { markers.append("disabled") }
      return bracketed(action.title ?? "", markers)
    }
    lines.append("  " + (actions.isEmpty ? "(no actions)" : actions.joined(separator: " ")))
  }

  // MARK: - Views

  static func renderView(_ view: UIView, depth: Int, into lines: inout [String]) {
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

  private static func renderBody(
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
  private static func isContainer(_ view: UIView) -> Bool {
    type(of: view) == UIView.self || !typeName(view).hasPrefix("UI")
  }

  /// A stack's subviews, arranged ones first in their order.
  static func orderedSubviews(of stack: UIStackView) -> [UIView] {
    stack.arrangedSubviews
      + stack.subviews.filter { view in !stack.arrangedSubviews.contains { $0 === view } }
  }

  /// One line for a simple view, without its colours: `label "Meal Name"`.
  static func line(for view: UIView) -> String {
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

  private static func markers(of control: UIControl) -> [String] {
    var markers: [String] = []
    if control.isSelected { markers.append("selected") }
    if control.isHighlighted { markers.append("highlighted") }
    if !control.isEnabled { markers.append("disabled") }
    return markers
  }

  /// The short description of a view used for hidden views: its kind and main content.
  private static func summary(of view: UIView) -> String {
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
  private static func attributes(of view: UIView) -> String {
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

  // MARK: - Inline content (cells, horizontal stacks)

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

  // MARK: - Tables

  private static func renderTable(
    _ table: UITableView, depth: Int, attributes: String, into lines: inout [String]
  ) {
    var header = kindName(of: table, base: "table")
    if table.style != .plain { header += " \(table.style == .grouped ? "grouped" : "inset grouped")" }
    header +=
      table.rowHeight == UITableView.automaticDimension
      ? " (row height automatic)" : " (row height \(formatNumber(table.rowHeight)))"
    if table.isEditing { header += " [editing]" }
    if !table.allowsSelection { header += " [no selection]" }
    lines.append(indent(depth) + header + attributes)
    if let refreshControl = table.refreshControl {
      lines.append(
        indent(depth + 1) + "refresh control" + (refreshControl.isRefreshing ? " [refreshing]" : ""))
    }
    if let headerView = table.tableHeaderView, !headerView.isHidden {
      let items = inlineItems(forView: headerView)
      if !items.isEmpty { lines.append(indent(depth + 1) + "header view: " + items.joined(separator: " · ")) }
    }
    let sections = table.numberOfSections
    if sections == 0 { lines.append(indent(depth + 1) + "(no sections)") }
    for section in 0..<sections {
      lines.append(indent(depth + 1) + sectionLine(table, section))
      let rows = table.numberOfRows(inSection: section)
      if rows == 0 { lines.append(indent(depth + 2) + "(no rows)") }
      for row in 0..<rows {
        lines.append(indent(depth + 2) + rowLine(table, IndexPath(row: row, section: section)))
      }
      if let footer = table.dataSource?.tableView(table, titleForFooterInSection: section) {
        lines.append(indent(depth + 1) + "footer " + quoted(footer))
      }
    }
    for (name, view) in [("footer view", table.tableFooterView), ("background view", table.backgroundView)] {
      if let text = decorationText(view) { lines.append(indent(depth + 1) + name + ": " + text) }
    }
  }

  /// A section's line: its header's title, or what its header view shows, and the header's
  /// height when the delegate gives another than the table's.
  private static func sectionLine(_ table: UITableView, _ section: Int) -> String {
    var line = "section \(section)"
    if let title = table.dataSource?.tableView(table, titleForHeaderInSection: section) {
      line += " " + quoted(title)
    } else if let headerView = headerViewText(table, section) {
      line += ": " + headerView
    }
    if let height = headerHeight(table, section) { line += " (header height \(formatNumber(height)))" }
    return line
  }

  /// What a section's header view shows (a cell used as a header shows as a row does); nil
  /// without a header view.
  static func headerViewText(_ table: UITableView, _ section: Int) -> String? {
    guard let headerView = table.delegate?.tableView(table, viewForHeaderInSection: section) else {
      return nil
    }
    if let cell = headerView as? UITableViewCell { return rowText(cell) }
    let items = inlineItems(forView: headerView)
    return items.isEmpty ? "(empty view)" : items.joined(separator: " · ")
  }

  /// The delegate's height for a section's header, when it differs from the table's.
  static func headerHeight(_ table: UITableView, _ section: Int) -> CGFloat? {
    guard let height = table.delegate?.tableView(table, heightForHeaderInSection: section),
      height != table.sectionHeaderHeight
    else { return nil }
    return height
  }

  /// What a table's footer or background view shows, its items joined: nil when it is absent,
  /// hidden or shows nothing.
  static func decorationText(_ view: UIView?) -> String? {
    guard let view, !view.isHidden else { return nil }
    let items = inlineItems(forView: view)
    return items.isEmpty ? nil : items.joined(separator: " · ")
  }

  /// A row: editing control, content, accessory, selection, height when it differs.
  static func rowLine(_ table: UITableView, _ indexPath: IndexPath) -> String {
    guard let cell = table.cellForRow(at: indexPath) else { return "(not displayed)" }
    var line = ""
    if table.isEditing {
      switch table.editingStyle(forRowAt: indexPath) {
      case .delete: line += "⊖ "
      case .insert: line += "⊕ "
      case .none: break
      }
    }
    line += rowText(cell)
    switch cell.accessoryType {
    case .none: break
    case .disclosureIndicator: line += " ›"
    case .checkmark: line += " ✓"
    case .detailButton: line += " ⓘ"
    case .detailDisclosureButton: line += " ⓘ ›"
    }
    if cell.isSelected { line += " [selected]" }
    if let delegate = table.delegate {
      let height = delegate.tableView(table, heightForRowAt: indexPath)
      if height != table.rowHeight { line += " (height \(formatNumber(height)))" }
    }
    return line
  }

  /// What a cell shows, its parts joined on one line: image, title, detail, then its content.
  static func rowText(_ cell: UITableViewCell) -> String {
    var items = cell.standardParts.flatMap { inlineItems(forView: $0) }
    items += inlineItems(of: cell.contentView)
    if let accessoryView = cell.accessoryView { items += inlineItems(forView: accessoryView) }
    if cell.alpha != 1 { items.append("(alpha \(formatNumber(cell.alpha)))") }
    return items.isEmpty ? "(empty cell)" : items.joined(separator: " · ")
  }

  // MARK: - Navigation bar

  private static func renderNavigationBar(
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

  private static func itemText(_ item: UIBarButtonItem) -> String {
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

  // MARK: - Words

  /// A view's kind: our word for UIKit's own classes, the class name for the app's subclasses.
  static func kindName(of view: UIView, base: String) -> String {
    let name = typeName(view)
    return name.hasPrefix("UI") ? base : name
  }

  /// Names by type, written once: `String(describing:)` of a type costs a dynamic cast every time,
  /// and a matrix renders the same few classes thousands of times.
  private static var typeNames: [ObjectIdentifier: String] = [:]

  static func typeName(_ object: AnyObject) -> String {
    let key = ObjectIdentifier(type(of: object))
    if let name = typeNames[key] { return name }
    let name = String(describing: type(of: object))
    typeNames[key] = name
    return name
  }

  static func quoted(_ text: String?) -> String {
    "\"\(text ?? "")\""
  }

  /// What VoiceOver reads as the view's value, where it says more than the view shows:
  /// `value "3 stars set."` on a star of a rating control.
  private static func valueItem(of view: UIView, shown: String?) -> String? {
    guard let value = view.accessibilityValue, !value.isEmpty, value != shown else { return nil }
    return "value " + quoted(value)
  }

  private static func bracketed(_ title: String, _ markers: [String]) -> String {
    "[" + ([title] + markers).joined(separator: " · ") + "]"
  }
}

/// A number as the render writes it: no trailing ".0", at most three decimals.
func formatNumber(_ value: Double) -> String {
  if value.isNaN { return "nan" }
  let rounded = (value * 1000).rounded() / 1000
  if rounded == rounded.rounded() && abs(rounded) < 1e15 {
    return String(Int(rounded))
  }
  return String(rounded)
}

func formatNumber(_ value: CGFloat) -> String {
  formatNumber(Double(value))
}
