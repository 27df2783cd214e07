import Foundation
import HeadlessUIKit

class IngredientsHeaderCell: UITableViewCell {

  class func cellHeight() -> CGFloat { return 50.0 }
}
