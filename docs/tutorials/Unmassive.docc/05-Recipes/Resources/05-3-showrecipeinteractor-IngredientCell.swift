import Foundation
import HeadlessUIKit

class IngredientCell: UITableViewCell {

  class func cellHeight() -> CGFloat { return 50.0 }

  func configureForIngredient(_ ingredient: ShowRecipe.DisplayedIngredient) {
    textLabel?.text = ingredient.name
  }
}
