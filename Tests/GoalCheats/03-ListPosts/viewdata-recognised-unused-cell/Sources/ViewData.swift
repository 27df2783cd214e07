import HeadlessUIKit

/// The row's texts.
final class RowCell: UITableViewCell {
  struct ViewData {
    let title: String
  }
}
