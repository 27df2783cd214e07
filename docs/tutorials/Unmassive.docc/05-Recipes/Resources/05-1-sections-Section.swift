import Foundation
import HeadlessUIKit

@MainActor
class Section {

  // MARK: - Rows

  var rows = [Row]()

  // MARK: - Header

  var headerHeight: CGFloat? { return nil }

  var headerCellIdentifier: String? { return nil }

  func configureHeader(_ cell: UITableViewCell) {}
}
