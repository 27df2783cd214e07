import Foundation
import HeadlessUIKit
import RecipesKit

class IngredientRow: Row {

  var ingredient: Ingredient

  init(ingredient: Ingredient) {
    self.ingredient = ingredient
  }

  override var cellIdentifier: String { return "IngredientCell" }

  override var cellHeight: CGFloat { return IngredientCell.cellHeight() }

  override func configureCell(_ cell: UIView) {
    if let cell = cell as? IngredientCell {
      cell.configureForIngredient(ingredient)
    }
  }
}
