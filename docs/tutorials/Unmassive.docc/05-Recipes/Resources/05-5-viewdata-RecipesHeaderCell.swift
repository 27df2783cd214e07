import Foundation
import HeadlessUIKit
import RecipesKit

class RecipesHeaderCell: UITableViewCell {

  /// What the header shows: the kind of meal, or nothing when there is none.
  struct ViewData: Equatable {
    let title: String?
  }

  class func cellHeight() -> CGFloat { return 50.0 }

  var viewData: ViewData? {
    didSet {
      textLabel?.text = viewData?.title
    }
  }
}

extension RecipesHeaderCell.ViewData {
  /// A section's header: its kind of meal, as the kind names itself ("Lunch").
  init(recipeType: RecipeType?) {
    self.title = recipeType?.rawValue
  }
}
