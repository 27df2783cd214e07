import Foundation
import HeadlessUIKit
import RecipesKit

class IngredientSection: Section {

  override var headerHeight: CGFloat { return IngredientsHeaderCell.cellHeight() }

  override var headerCellIdentifier: String? { return "IngredientsHeaderCell" }

  init(ingredients: [Ingredient]) {
    super.init()
    rows = ingredients.map { IngredientRow(ingredient: $0) }
  }
}
