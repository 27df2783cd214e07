import Foundation
import HeadlessUIKit

@MainActor
class Section {

  weak var actionDelegate: ActionDelegate? {
    didSet { for row in rows { row.actionDelegate = self.actionDelegate } }
  }

  // MARK: - Rows

  var rows = [Row]()

  // MARK: - Header

  var headerHeight: CGFloat? { return nil }

  var headerCellIdentifier: String? { return nil }

  func configureHeader(_ cell: UITableViewCell) {}
}
