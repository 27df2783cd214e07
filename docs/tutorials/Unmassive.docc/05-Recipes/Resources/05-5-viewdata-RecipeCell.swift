import Foundation
import HeadlessUIKit
import RecipesKit

class RecipeCell: UITableViewCell {

  /// What the row shows: the recipe's name, and nothing of the recipe besides.
  struct ViewData: Equatable {
    let name: String
  }

  class func cellHeight() -> CGFloat { return 50.0 }

  var viewData: ViewData? {
    didSet {
      textLabel?.text = viewData?.name
    }
  }
}

extension RecipeCell.ViewData {
  /// A recipe's row: its name.
  init(recipe: Recipe) {
    self.name = recipe.name
  }
}
