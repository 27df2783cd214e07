import Foundation
@_spi(Automation) @_spi(InterfaceBuilder) import HeadlessUIKit

/// A table on screen: its sections and what its background view shows.
public struct TableSnapshot: Equatable, Sendable {
  /// A section: its header's title and its rows.
  public struct Section: Equatable, Sendable {
    /// The title the data source gives its header (`tableView(_:titleForHeaderInSection:)`), or
    /// nil when it gives none (no header, or a header view).
    public let title: String?
    /// What the header view the delegate gives shows (`tableView(_:viewForHeaderInSection:)`),
    /// as the render writes it (a cell used as a header shows as a row does); nil without one.
    public let headerView: String?
    /// The delegate's height for the header (`tableView(_:heightForHeaderInSection:)`) when it
    /// differs from the table's `sectionHeaderHeight`; nil otherwise.
    public let headerHeight: CGFloat?
    /// The rows, top to bottom, each as the render writes it: editing control, the cell's
    /// content joined by " · ", accessory, selection, height when it differs; "(not displayed)"
    /// for a row whose cell is not laid out.
    public let rows: [String]
    /// What the header view's labels say, top to bottom (empty for a blank header); nil without
    /// a header view. For tests that must not depend on the render's wording.
    public let headerTexts: [String]?
    /// The rows' cells, field by field, for tests that read one field rather than the render's
    /// line; nil for a row whose cell is not laid out.
    public let cells: [Cell?]
  }

  /// A row's cell as a UI test reads it (XCUITest's `cell.staticTexts`, `isSelected`), and its
  /// height.
  public struct Cell: Equatable, Sendable {
    /// The texts of the visible labels, in the order they show (the standard title and detail,
    /// then the content view's, depth first, a stack's in its arranged order, then the accessory
    /// view's); a label without text says nothing.
    public let staticTexts: [String]
    /// The delegate's height for the row, or the table's `rowHeight`.
    public let height: CGFloat
    /// Whether the cell is selected.
    public let isSelected: Bool

    @MainActor
    init?(_ table: UITableView, _ indexPath: IndexPath) {
      guard let cell = table.cellForRow(at: indexPath) else { return nil }
      staticTexts = TableSnapshot.labelTexts(in: cell)
      height = table.delegate?.tableView(table, heightForRowAt: indexPath) ?? table.rowHeight
      isSelected = cell.isSelected
    }
  }

  public let sections: [Section]
  /// What the background view shows, as the render writes it, or nil when there is none, it is
  /// hidden or it shows nothing: an empty state such as "No posts yet".
  public let background: String?
  /// Whether its refresh control's spinner shows (false without one).
  public let isRefreshing: Bool

  /// Every row of every section, top to bottom.
  public var rows: [String] { sections.flatMap(\.rows) }
  /// Every row's cell, field by field, top to bottom (nil where a row is not laid out).
  public var cells: [Cell?] { sections.flatMap(\.cells) }

  @MainActor
  init(_ table: UITableView) {
    sections = (0..<table.numberOfSections).map { section in
      Section(
        title: table.dataSource?.tableView(table, titleForHeaderInSection: section),
        headerView: ScreenRenderer.headerViewText(table, section),
        headerHeight: ScreenRenderer.headerHeight(table, section),
        rows: (0..<table.numberOfRows(inSection: section)).map { row in
          ScreenRenderer.rowLine(table, IndexPath(row: row, section: section))
        },
        headerTexts: table.delegate?.tableView(table, viewForHeaderInSection: section).map(Self.labelTexts),
        cells: (0..<table.numberOfRows(inSection: section)).map { row in
          Cell(table, IndexPath(row: row, section: section))
        })
    }
    background = ScreenRenderer.decorationText(table.backgroundView)
    isRefreshing = table.refreshControl?.isRefreshing ?? false
  }

  /// The texts of a view's shown labels, in the order they show; for a cell, its standard labels
  /// first and its accessory view's last.
  @MainActor
  static func labelTexts(in view: UIView) -> [String] {
    guard !view.isHidden else { return [] }
    if let label = view as? UILabel { return label.text.map { [$0] } ?? [] }
    if let cell = view as? UITableViewCell {
      return (cell.standardParts + [cell.contentView]).flatMap(labelTexts(in:))
        + (cell.accessoryView.map(labelTexts(in:)) ?? [])
    }
    let subviews = (view as? UIStackView).map(ScreenRenderer.orderedSubviews(of:)) ?? view.subviews
    return subviews.flatMap(labelTexts(in:))
  }
}
