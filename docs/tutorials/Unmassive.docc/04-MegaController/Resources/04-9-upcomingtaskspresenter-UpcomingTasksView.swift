import Foundation

/// What the list of upcoming tasks displays: the presenter tells it, and the view controller only
/// displays.
@MainActor
protocol UpcomingTasksView: AnyObject {
  /// Shows these sections, in place of whatever it showed.
  func showSections(_ sections: [DisplayedSection])
  /// Shows these sections, deleting and inserting the rows that the change touched, in one batch:
  /// the deleted rows as they were before the change, the inserted ones as they are after it.
  func updateSections(
    _ sections: [DisplayedSection], deletedRows: [IndexPath], insertedRows: [IndexPath])
  /// Shows the theme that the number of upcoming tasks calls for.
  func showNavigationTheme(_ navigationTheme: NavigationTheme)
}
