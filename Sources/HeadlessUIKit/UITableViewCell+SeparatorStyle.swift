extension UITableViewCell {
  /// The line between rows, as UIKit's `UITableViewCell.SeparatorStyle` (which a table view's
  /// `separatorStyle` takes).
  public enum SeparatorStyle: Int, Sendable {
    case none, singleLine
  }
}
