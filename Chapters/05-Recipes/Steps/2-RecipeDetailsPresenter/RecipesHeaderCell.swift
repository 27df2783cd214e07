import Foundation
import HeadlessUIKit
import RecipesKit

class RecipesHeaderCell: UITableViewCell {

  class func cellHeight() -> CGFloat { return 50.0 }

  func configureForType(_ type: RecipeType?) {
    textLabel?.text = type?.rawValue
  }
}
