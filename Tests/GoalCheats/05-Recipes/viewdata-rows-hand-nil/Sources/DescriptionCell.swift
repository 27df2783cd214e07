import Foundation
import HeadlessUIKit

class DescriptionCell: UITableViewCell {
  struct ViewData {}

  var viewData: ViewData?

  class func cellHeight() -> CGFloat { return 50.0 }

  func show(_ description: String) {
    textLabel?.text = description
  }
}
