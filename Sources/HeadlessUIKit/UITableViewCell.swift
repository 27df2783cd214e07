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

  /// Set by the initialiser, or by the table for a cell from a nib that names none.
  public internal(set) var reuseIdentifier: String?
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
  @_spi(Automation) public var standardParts: [UIView] {
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
