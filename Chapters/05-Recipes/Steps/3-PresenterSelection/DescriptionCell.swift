import Foundation
import HeadlessUIKit

class DescriptionCell: UITableViewCell {

  class func cellHeight() -> CGFloat { return 50.0 }

  func configureForDescription(_ description: String) {
    textLabel?.text = description
  }
}
