import Foundation
import HeadlessUIKit
import RecipesKit

struct RecipesSection: Section {

  var type: RecipeType?

  var rows: [any Row]

  var headerHeight: CGFloat? { return (type != nil) ? RecipesHeaderCell.cellHeight() : 0.01 }

  var headerCellClass: UITableViewCell.Type? { return RecipesHeaderCell.self }

  func configureHeader(_ cell: UITableViewCell) {
    if let cell = cell as? RecipesHeaderCell {
      cell.viewData = RecipesHeaderCell.ViewData(recipeType: type)
    }
  }

  init(recipes: [Recipe], delegate: (any RecipeActionDelegate)?) {
    if recipes.count > 0 { type = recipes.first!.type }
    rows = recipes.map { RecipeRow(recipe: $0, delegate: delegate) }
  }
}
