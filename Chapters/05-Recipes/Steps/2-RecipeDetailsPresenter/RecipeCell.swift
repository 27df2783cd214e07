import Foundation
import HeadlessUIKit
import RecipesKit

class RecipeCell: UITableViewCell {

  class func cellHeight() -> CGFloat { return 50.0 }

  func configureForRecipe(_ recipe: Recipe) {
    textLabel?.text = recipe.name
  }
}
