import Foundation
@_spi(Automation) @_spi(InterfaceBuilder) import HeadlessUIKit

// The render: tables.
extension ScreenRenderer {
  static func renderTable(
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
  static func sectionLine(_ table: UITableView, _ section: Int) -> String {
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
}
