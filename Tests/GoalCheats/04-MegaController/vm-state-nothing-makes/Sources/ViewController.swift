import Foundation
import HeadlessUIKit

/// Everything moved out, to free functions.
final class ViewController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    loadTasks(into: self)
  }
}
