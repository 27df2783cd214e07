import Foundation
import HeadlessUIKit

class RecipesHeaderCell: UITableViewCell {

  class func cellHeight() -> CGFloat { return 50.0 }

  func configureForType(_ type: String) {
    textLabel?.text = type
  }
}
