import Foundation
import HeadlessUIKit

final class DescriptionRow: Row {

  var descriptionText: String

  init(description: String) {
    self.descriptionText = description
  }

  var cellClass: UITableViewCell.Type { return DescriptionCell.self }

  var cellHeight: CGFloat { return DescriptionCell.cellHeight() }

  func configureCell(_ cell: UITableViewCell) {
    if let cell = cell as? DescriptionCell {
      cell.viewData = DescriptionCell.ViewData(description: descriptionText)
    }
  }
}
