import Foundation
import HeadlessUIKit
import RecipesKit

class RecipesHeaderCell: UITableViewCell {
  struct ViewData {}

  var viewData: ViewData?

  class func cellHeight() -> CGFloat { return 50.0 }

  func show(_ type: RecipeType?) {
    textLabel?.text = type?.rawValue
  }
}
