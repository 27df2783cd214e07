import Foundation
import HeadlessUIKit

class DescriptionCell: UITableViewCell {

  /// What the row shows: how the recipe is made, as its description says it.
  struct ViewData: Equatable {
    let text: String
  }

  class func cellHeight() -> CGFloat { return 50.0 }

  var viewData: ViewData? {
    didSet {
      textLabel?.text = viewData?.text
    }
  }
}

extension DescriptionCell.ViewData {
  /// A recipe's description row: the description, as the recipe words it.
  init(description: String) {
    self.text = description
  }
}
