import Foundation
import HeadlessUIKit
import RecipesKit

class RecipesSection: Section {

  var type: RecipeType?

  override var headerHeight: CGFloat { return (type != nil) ? RecipesHeaderCell.cellHeight() : 0.01 }

  override var headerCellIdentifier: String? { return "RecipesHeaderCell" }

  override func configureHeader(_ cell: UITableViewCell) {
    if let cell = cell as? RecipesHeaderCell {
      cell.configureForType(type)
    }
  }

  init(recipes: [Recipe]) {
    if recipes.count > 0 { type = recipes.first!.type }
    super.init()
    rows = recipes.map { RecipeRow(recipe: $0) }
  }
}
