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
        })
    }
    background = ScreenRenderer.decorationText(table.backgroundView)
    isRefreshing = table.refreshControl?.isRefreshing ?? false
  }
}
