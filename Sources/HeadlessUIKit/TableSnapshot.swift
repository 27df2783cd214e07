import Foundation

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
    /// The rows' cells, top to bottom, as values; nil for a row whose cell is not laid out.
    public let cells: [Cell?]
  }

  /// A row's cell, as values: what its labels say, its height and whether it is selected.
  public struct Cell: Equatable, Sendable {
    /// Its labels' texts, left to right and top to bottom (title, detail, then its content).
    public let texts: [String]
    /// The delegate's height for the row, or the table's `rowHeight`.
    public let height: CGFloat
    public let isSelected: Bool
  }

  public let sections: [Section]
  /// What the background view shows, as the render writes it, or nil when there is none, it is
  /// hidden or it shows nothing: an empty state such as "No posts yet".
  public let background: String?
  /// Whether its refresh control's spinner shows (false without one).
  public let isRefreshing: Bool

  /// Every row of every section, top to bottom.
  public var rows: [String] { sections.flatMap(\.rows) }

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
        headerTexts: table.delegate?.tableView(table, viewForHeaderInSection: section).map(Self.texts),
        cells: (0..<table.numberOfRows(inSection: section)).map { row in
          Self.cell(table, IndexPath(row: row, section: section))
        })
    }
    background = ScreenRenderer.decorationText(table.backgroundView)
    isRefreshing = table.refreshControl?.isRefreshing ?? false
  }

  @MainActor
  private static func cell(_ table: UITableView, _ indexPath: IndexPath) -> Cell? {
    guard let cell = table.cellForRow(at: indexPath) else { return nil }
    let height = table.delegate?.tableView(table, heightForRowAt: indexPath) ?? table.rowHeight
    return Cell(texts: texts(of: cell), height: height, isSelected: cell.isSelected)
  }

  /// The texts of a view's shown labels, depth first; for a cell, its standard labels first.
  @MainActor
  private static func texts(of view: UIView) -> [String] {
    guard !view.isHidden else { return [] }
    let cell = view as? UITableViewCell
    var texts = cell?.standardParts.flatMap { Self.texts(of: $0) } ?? []
    if let label = view as? UILabel, let text = label.text, !text.isEmpty { texts.append(text) }
    texts += view.subviews.flatMap { Self.texts(of: $0) }
    if let accessoryView = cell?.accessoryView { texts += Self.texts(of: accessoryView) }
    return texts
  }
}
