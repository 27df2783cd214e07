import Foundation
import HeadlessUIKit
import RecipesKit

class IngredientCell: UITableViewCell {
  struct ViewData {
    let model: Ingredient
  }

  var viewData: ViewData? {
    didSet { if let viewData { configureForIngredient(viewData.model) } }
  }

  class func cellHeight() -> CGFloat { return 50.0 }

  func configureForIngredient(_ ingredient: Ingredient) {
    textLabel?.text = ingredient.name
  }
}
