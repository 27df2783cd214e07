import Foundation
import HeadlessUIKit

class DescriptionCell: UITableViewCell {
  struct ViewData {
    let model: String
  }

  var viewData: ViewData? {
    didSet { if let viewData { configureForDescription(viewData.model) } }
  }

  class func cellHeight() -> CGFloat { return 50.0 }

  func configureForDescription(_ description: String) {
    textLabel?.text = description
  }
}
