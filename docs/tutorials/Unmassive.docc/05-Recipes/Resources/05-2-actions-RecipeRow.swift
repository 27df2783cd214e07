import Foundation
import HeadlessUIKit
import RecipesKit

class RecipeRow: Row {

  var recipe: Recipe

  init(recipe: Recipe) {
    self.recipe = recipe
  }

  override var cellIdentifier: String { return "RecipeCell" }

  override var cellHeight: CGFloat { return RecipeCell.cellHeight() }

  override func configureCell(_ cell: UIView) {
    if let cell = cell as? RecipeCell {
      cell.configureForRecipe(recipe)
    }
  }

  override func performAction() {
    delegate?.actionDidRequestToOpenRecipe(recipe)
  }

  private var delegate: RecipeActionDelegate? {
    return actionDelegate as? RecipeActionDelegate
  }
}
