import Foundation
import HeadlessUIKit

@MainActor
protocol Row: AnyObject {

  var cellClass: UITableViewCell.Type { get }

  var cellIdentifier: String { get }

  var cellHeight: CGFloat { get }

  var isSelectable: Bool { get }

  func configureCell(_ cell: UITableViewCell)

  func performAction()
}

extension Row {

  var cellIdentifier: String { return String(describing: cellClass) }

  var isSelectable: Bool { return false }

  func performAction() {}
}
