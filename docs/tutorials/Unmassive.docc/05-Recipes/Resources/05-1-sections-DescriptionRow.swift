import Foundation
import HeadlessUIKit

class DescriptionRow: Row {

  var descriptionText: String

  init(description: String) {
    self.descriptionText = description
  }

  override var cellIdentifier: String { return "DescriptionCell" }

  override var cellHeight: CGFloat { return DescriptionCell.cellHeight() }

  override func configureCell(_ cell: UIView) {
    if let cell = cell as? DescriptionCell {
      cell.configureForDescription(descriptionText)
    }
  }
}
