import Foundation

/// A controller whose view is a table view, as UIKit's `UITableViewController`. It implements
/// every data source and delegate method as an `open` method, so subclasses `override` them
/// exactly as with UIKit.
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let tableViewStyle: UITableView.Style

  public init(style: UITableView.Style) {
    self.tableViewStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.tableViewStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    self.tableViewStyle = .plain
    super.init(coder: coder)
  }

  /// The table view: the controller's view.
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// The table view's refresh control.
  open var refreshControl: UIRefreshControl? {
    get { tableView.refreshControl }
    set { tableView.refreshControl = newValue }
  }

  /// Whether the selected row is deselected when the view is about to appear.
  open var clearsSelectionOnViewWillAppear = true

  open override func loadView() {
    let tableView = UITableView(frame: UIScreen.main.bounds, style: tableViewStyle)
    tableView.dataSource = self
    tableView.delegate = self
    view = tableView
  }

  /// Loads the table the first time it appears and clears the selection, as UIKit does.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard let tableView else { return }
    if !tableView.hasLoadedData { tableView.reloadData() }
    if clearsSelectionOnViewWillAppear {
      for indexPath in tableView.indexPathsForSelectedRows ?? [] {
        tableView.deselectRow(at: indexPath, animated: animated)
      }
    }
  }

  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView.setEditing(editing, animated: animated)
  }

  // MARK: - UITableViewDataSource

  // The same defaults as the protocol's extension, written again on purpose: a subclass can
  // override only what its class declares `open` (as UIKit's UITableViewController implements
  // these), never a protocol extension's method.

  open func numberOfSections(in tableView: UITableView) -> Int { 1 }

  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

  /// UIKit's UITableViewController does not implement this: without an override, no deletion
  /// is offered.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    tableView.reachedDefaultCommit = true
  }

  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}

  // MARK: - UITableViewDelegate

  // The protocol extension's defaults again, `open` (see the data source's above).

  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }

  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    true
  }

  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }

  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }

  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

  open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }

  open func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { "Delete" }

  open func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }

  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }

  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }

  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }

  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }

  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
}
