import Foundation
import HeadlessUIKit
import RecipesKit

final class RecipeRow: Row {

  var recipe: Recipe

  weak var delegate: (any RecipeActionDelegate)?

  init(recipe: Recipe, delegate: (any RecipeActionDelegate)?) {
    self.recipe = recipe
    self.delegate = delegate
  }

  var cellClass: UITableViewCell.Type { return RecipeCell.self }

  var cellHeight: CGFloat { return RecipeCell.cellHeight() }

  var isSelectable: Bool { return true }

  func configureCell(_ cell: UITableViewCell) {
    if let cell = cell as? RecipeCell {
      cell.viewData = RecipeCell.ViewData(recipe: recipe)
    }
  }

  func performAction() {
    delegate?.actionDidRequestToOpenRecipe(recipe)
  }
}
