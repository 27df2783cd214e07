import Foundation
import HeadlessUIKit
import RecipesKit

class RecipeCell: UITableViewCell {
  struct ViewData {}

  var viewData: ViewData?

  class func cellHeight() -> CGFloat { return 50.0 }

  func show(_ recipe: Recipe) {
    textLabel?.text = recipe.name
  }
}
