import Foundation

// What `HeadlessApp`'s queries return: the screen read from the live view hierarchy, as a UI
// test reads `app.tables`, `app.navigationBars` and `app.alerts`. Texts are the render's own
// words for the same things, so a test can compare them with a transcript.

/// An element on screen: what kind it is, in the words the render and automation errors use
/// ("button", "bar button", "text field", "label", "alert action"…), and whether it is enabled.
public struct ElementSnapshot: Equatable, Sendable {
  public let kind: String
  public let isEnabled: Bool

  public init(kind: String, isEnabled: Bool) {
    self.kind = kind
    self.isEnabled = isEnabled
  }
}

/// A table on screen: its sections and what its background view shows.
public struct TableSnapshot: Equatable, Sendable {
  /// A section: its header's title and its rows.
  public struct Section: Equatable, Sendable {
    /// The title the data source gives its header (`tableView(_:titleForHeaderInSection:)`), or
    /// nil when it gives none (no header, or a header view).
    public let title: String?
    /// The rows, top to bottom, each as the render writes it: editing control, the cell's
    /// content joined by " · ", accessory, selection, height when it differs; "(not displayed)"
    /// for a row whose cell is not laid out.
    public let rows: [String]
  }

  public let sections: [Section]
  /// What the background view shows, as the render writes it, or nil when there is none, it is
  /// hidden or it shows nothing: an empty state such as "No posts yet".
  public let background: String?

  /// Every row of every section, top to bottom.
  public var rows: [String] { sections.flatMap(\.rows) }

  @MainActor
  init(_ table: UITableView) {
    sections = (0..<table.numberOfSections).map { section in
      Section(
        title: table.dataSource?.tableView(table, titleForHeaderInSection: section),
        rows: (0..<table.numberOfRows(inSection: section)).map { row in
          ScreenRenderer.rowLine(table, IndexPath(row: row, section: section))
        })
    }
    background = ScreenRenderer.decorationText(table.backgroundView)
  }
}

/// A navigation bar on screen: what it shows for its top item.
public struct NavigationBarSnapshot: Equatable, Sendable, CustomStringConvertible {
  /// The top item's title, or nil when it has none.
  public let title: String?
  /// The buttons, left to right, as the render writes them: "‹ Back", "[Edit]", "[Save · disabled]".
  public let items: [String]
  /// The bar as the render's line writes it, after "navigation bar: ":
  /// `[Cancel]  "New Meal"  [Save · disabled]`.
  public let description: String
  /// Its colours and styles, as the render's second line for the bar writes them:
  /// `bar tint rgb(235, 156, 77) · tint white · title [foregroundColor white]`.
  public let look: String

  @MainActor
  init(_ navigationBar: UINavigationBar) {
    let parts = ScreenRenderer.navigationBarParts(navigationBar)
    look = ScreenRenderer.navigationBarLook(navigationBar)
    title = NavigationBarContent(navigationBar).title
    items = parts.leading + parts.trailing
    description = (parts.leading + [parts.title] + parts.trailing).joined(separator: "  ")
  }
}

/// An alert on screen (a `UIAlertController` in the `.alert` style).
public struct AlertSnapshot: Equatable, Sendable {
  public let title: String?
  public let message: String?
  /// The actions' titles, in the order they were added.
  public let actions: [String]

  @MainActor
  init(_ alert: UIAlertController) {
    title = alert.title
    message = alert.message
    actions = alert.actions.map { $0.title ?? "" }
  }
}
