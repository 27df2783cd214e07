import Foundation
import HeadlessUIKit

class RecipeCell: UITableViewCell {

  class func cellHeight() -> CGFloat { return 50.0 }

  func configureForRecipe(_ recipe: ListRecipes.DisplayedRecipe) {
    textLabel?.text = recipe.name
  }
}
