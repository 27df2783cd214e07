@_spi(InterfaceBuilder) import HeadlessUIKit

extension StoryboardFile {
  /// What makes a segue happen besides `performSegue(withIdentifier:sender:)`: the control or
  /// cell Interface Builder connects it from.
  public enum SegueTrigger: Equatable, Sendable {
    /// Only `performSegue(withIdentifier:sender:)`.
    case manual
    /// Selecting a row whose cell has this reuse identifier (a prototype cell's segue); the
    /// sender is the cell.
    case selectingCell(String)
    /// Tapping the control or bar button item with this accessibility identifier in the
    /// scene; the sender is the control or item.
    case tapping(String)

    var compiled: CompiledStoryboardSegue.Trigger {
      switch self {
      case .manual: .manual
      case .selectingCell(let reuseIdentifier): .selectingCell(reuseIdentifier)
      case .tapping(let accessibilityIdentifier): .tapping(accessibilityIdentifier)
      }
    }
  }
}
