import Foundation
import HeadlessUIKit
import RecipesKit

final class IngredientRow: Row {

  var ingredient: Ingredient

  init(ingredient: Ingredient) {
    self.ingredient = ingredient
  }

  var cellClass: UITableViewCell.Type { return IngredientCell.self }

  var cellHeight: CGFloat { return IngredientCell.cellHeight() }

  func configureCell(_ cell: UITableViewCell) {
    if let cell = cell as? IngredientCell {
      cell.viewData = IngredientCell.ViewData(ingredient: ingredient)
    }
  }
}
