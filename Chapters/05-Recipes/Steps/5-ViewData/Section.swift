import Foundation
import HeadlessUIKit

@MainActor
protocol Section {

  // MARK: - Rows

  var rows: [any Row] { get }

  // MARK: - Header

  var headerHeight: CGFloat? { get }

  var headerCellClass: UITableViewCell.Type? { get }

  func configureHeader(_ cell: UITableViewCell)
}

extension Section {

  var headerHeight: CGFloat? { return nil }

  var headerCellClass: UITableViewCell.Type? { return nil }

  var headerCellIdentifier: String? { return headerCellClass.map { String(describing: $0) } }

  func configureHeader(_ cell: UITableViewCell) {}
}
