import Foundation
import HeadlessUIKit
import RecipesKit

class RecipeCell: UITableViewCell {
  struct ViewData {
    let model: Recipe
  }

  var viewData: ViewData? {
    didSet { if let viewData { configureForRecipe(viewData.model) } }
  }

  class func cellHeight() -> CGFloat { return 50.0 }

  func configureForRecipe(_ recipe: Recipe) {
    textLabel?.text = recipe.name
  }
}
