import Foundation
import HeadlessUIKit
import RecipesKit

struct IngredientSection: Section {

  var rows: [any Row]

  var headerHeight: CGFloat? { return IngredientsHeaderCell.cellHeight() }

  var headerCellClass: UITableViewCell.Type? { return IngredientsHeaderCell.self }

  func configureHeader(_ cell: UITableViewCell) {
    cell.textLabel?.text = "Ingredients"
  }

  init(ingredients: [Ingredient]) {
    rows = ingredients.map { IngredientRow(ingredient: $0) }
  }
}
