import Foundation
import HeadlessUIKit
import RecipesKit

class IngredientCell: UITableViewCell {
  struct ViewData {}

  var viewData: ViewData?

  class func cellHeight() -> CGFloat { return 50.0 }

  func show(_ ingredient: Ingredient) {
    textLabel?.text = ingredient.name
  }
}
