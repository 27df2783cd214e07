import Foundation
import HeadlessUIKit

/// The add screen's unwind segue: it carries the new task's title and due date to the list, so
/// the list never looks inside the add screen.
class AddCompletionSegue: UIStoryboardSegue {
  var taskTitle: String {
    return addViewController.taskTitle
  }

  var taskDueDate: Date {
    return addViewController.taskDueDate
  }

  private var addViewController: AddViewController {
    return source as! AddViewController
  }
}
