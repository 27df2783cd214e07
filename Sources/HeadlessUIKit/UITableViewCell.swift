import Foundation

/// One row of a table view, as UIKit's `UITableViewCell`.
///
/// Subclasses that need their own initialiser write `required init(style:reuseIdentifier:)`
/// (UIKit's is `override init`): the table view creates registered cells from their class,
/// which Swift allows only through a required initialiser. Cells registered as a storyboard
/// scene's prototype get `awakeFromNib()`, so they may set themselves up there instead.
@MainActor
open class UITableViewCell: UIView {
  public enum CellStyle: Int, Sendable {
    case `default`, value1, value2, subtitle
  }

  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }

  public enum SelectionStyle: Int, Sendable {
    case none, blue, gray, `default`
  }

  public enum EditingStyle: Int, Sendable {
    case none, delete, insert
  }

  public let reuseIdentifier: String?
  public let cellStyle: CellStyle
  /// The view custom content goes in.
  public let contentView = UIView()

  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    self.cellStyle = style
    super.init(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    addSubview(contentView)
  }

  public required init?(coder: NSCoder) {
    self.reuseIdentifier = nil
    self.cellStyle = .default
    super.init(coder: coder)
    addSubview(contentView)
  }

  public convenience override init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
  }

  private var storedTextLabel: UILabel?
  private var storedDetailTextLabel: UILabel?
  private var storedImageView: UIImageView?

  /// The standard title label (made on first use).
  open var textLabel: UILabel? {
    if let storedTextLabel { return storedTextLabel }
    let label = UILabel()
    storedTextLabel = label
    return label
  }

  /// The standard detail label; nil for the `.default` style, as in UIKit.
  open var detailTextLabel: UILabel? {
    guard cellStyle != .default else { return nil }
    if let storedDetailTextLabel { return storedDetailTextLabel }
    let label = UILabel()
    label.textColor = .secondaryLabel
    storedDetailTextLabel = label
    return label
  }

  /// The standard image view (made on first use).
  open var imageView: UIImageView? {
    if let storedImageView { return storedImageView }
    let imageView = UIImageView(image: nil)
    storedImageView = imageView
    return imageView
  }

  /// The standard parts in the order they show, left to right: image, title, detail.
  var standardParts: [UIView] {
    [storedImageView, storedTextLabel, storedDetailTextLabel].compactMap { $0 }
  }

  open var accessoryType: AccessoryType = .none
  open var accessoryView: UIView?
  open var editingAccessoryType: AccessoryType = .none
  open var selectionStyle: SelectionStyle = .default
  open var showsReorderControl = false

  public private(set) var isSelectedState = false
  open var isSelected: Bool {
    get { isSelectedState }
    set { setSelected(newValue, animated: false) }
  }
  open var isHighlighted = false

  public private(set) var isEditingState = false
  open var isEditing: Bool {
    get { isEditingState }
    set { setEditing(newValue, animated: false) }
  }

  open func setSelected(_ selected: Bool, animated: Bool) {
    isSelectedState = selected
  }

  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    isHighlighted = highlighted
  }

  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditingState = editing
  }

  /// Called when the cell is dequeued again: reset what the previous row configured.
  open func prepareForReuse() {}

  /// What UIKit resets itself before reuse, whether or not subclasses call super.
  func resetForReuse() {
    isSelectedState = false
    isHighlighted = false
    isEditingState = false
  }

  /// The table view displaying the cell.
  weak var owningTableView: UITableView?
}

/// Supplies a table view's sections, rows and cells, as UIKit's `UITableViewDataSource`.
/// The optional methods have UIKit's defaults in an extension.
@MainActor
public protocol UITableViewDataSource: AnyObject {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  func numberOfSections(in tableView: UITableView) -> Int
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  /// Not implementing this means UIKit offers no deletion: the table notes it was reached.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    tableView.reachedDefaultCommit = true
  }
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}
}

/// Told about scrolling (nothing scrolls here; kept so delegates read the same).
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
  func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

/// Told about a table view's selection, editing and display, as UIKit's `UITableViewDelegate`.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
    -> String?
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  public func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { "Delete" }
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
}

/// A swipe action, as UIKit's `UIContextualAction`.
@MainActor
public final class UIContextualAction {
  public enum Style: Int, Sendable {
    case normal, destructive
  }

  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  public let style: Style
  public var title: String?
  public var backgroundColor: UIColor?
  public var image: UIImage?
  let handler: Handler

  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
  }
}

/// The actions a swipe reveals, as UIKit's `UISwipeActionsConfiguration`.
@MainActor
public final class UISwipeActionsConfiguration {
  public let actions: [UIContextualAction]
  public var performsFirstActionWithFullSwipe = true

  public init(actions: [UIContextualAction]) {
    self.actions = actions
  }
}

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

  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
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

  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
}
