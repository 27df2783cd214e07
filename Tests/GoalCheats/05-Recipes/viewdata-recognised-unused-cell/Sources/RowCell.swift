import HeadlessUIKit

final class RowCell: UITableViewCell {
  struct ViewData {
    let text: String
  }
}
