import Foundation
import HeadlessUIKit

/// The controller of issue 30's missing-nib exercise: made with a nib the app does not declare,
/// so its `tableView` outlet is never connected, and `viewDidLoad()` unwraps nil after UIKit's
/// fault.
@MainActor
final class SectionsViewController: UIViewController {
  weak var tableView: UITableView!

  init() {
    super.init(nibName: "SectionsViewController", bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
  }
}
