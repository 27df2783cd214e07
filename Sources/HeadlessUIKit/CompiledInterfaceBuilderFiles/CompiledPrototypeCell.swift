import Foundation

/// A prototype cell of a compiled storyboard scene's table view (or a class registered in code,
/// which is made the same way without content).
@_spi(InterfaceBuilder)
@MainActor
public struct CompiledPrototypeCell {
  public let reuseIdentifier: String
  public let cellClass: UITableViewCell.Type
  public let style: UITableViewCell.CellStyle
  /// Lays out the cell's content and connects its outlets, before its `awakeFromNib()`.
  public let content: ((UITableViewCell) -> Void)?

  public init(
    reuseIdentifier: String, cellClass: UITableViewCell.Type, style: UITableViewCell.CellStyle,
    content: ((UITableViewCell) -> Void)?
  ) {
    self.reuseIdentifier = reuseIdentifier
    self.cellClass = cellClass
    self.style = style
    self.content = content
  }
}
