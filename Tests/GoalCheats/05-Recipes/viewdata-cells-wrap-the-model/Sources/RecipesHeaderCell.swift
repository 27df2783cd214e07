import Foundation
import HeadlessUIKit
import RecipesKit

class RecipesHeaderCell: UITableViewCell {
  struct ViewData {
    let model: RecipeType?
  }

  var viewData: ViewData? {
    didSet { if let viewData { configureForType(viewData.model) } }
  }

  class func cellHeight() -> CGFloat { return 50.0 }

  func configureForType(_ type: RecipeType?) {
    textLabel?.text = type?.rawValue
  }
}
