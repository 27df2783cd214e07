import Foundation
import HeadlessUIKit

/// A task's row: its title on the left, when it is due on the right.
class TaskTableViewCell: UITableViewCell {
  /// Everything the row shows, worked out before it reaches the cell.
  struct ViewData {
    let title: String
    let timingDescription: String
  }

  var viewData: ViewData? {
    didSet {
      textLabel!.text = viewData?.title
      detailTextLabel!.text = viewData?.timingDescription.lowercased()
    }
  }
}

extension TaskTableViewCell.ViewData {
  init(task: Task, relativeToDate baseDate: Date, calendar: Calendar) {
    self.title = task.title
    self.timingDescription = RelativeTimeDateFormatter(calendar: calendar).stringForDate(
      task.dueDate, relativeToDate: baseDate)
  }
}
