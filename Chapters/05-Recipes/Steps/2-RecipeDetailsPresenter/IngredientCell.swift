import Foundation
import HeadlessUIKit
import RecipesKit

class IngredientCell: UITableViewCell {

  class func cellHeight() -> CGFloat { return 50.0 }

  func configureForIngredient(_ ingredient: Ingredient) {
    textLabel?.text = ingredient.name
  }
}
