import HeadlessUIKit

final class TaskTableViewCell: UITableViewCell {
  struct ViewData {
    let title: String
  }
}
