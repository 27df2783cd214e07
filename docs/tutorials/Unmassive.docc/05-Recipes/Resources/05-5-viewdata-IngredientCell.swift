import Foundation
import HeadlessUIKit
import RecipesKit

class IngredientCell: UITableViewCell {

  /// What the row shows: the ingredient's name.
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

extension IngredientCell.ViewData {
  /// An ingredient's row: its name.
  init(ingredient: Ingredient) {
    self.name = ingredient.name
  }
}
