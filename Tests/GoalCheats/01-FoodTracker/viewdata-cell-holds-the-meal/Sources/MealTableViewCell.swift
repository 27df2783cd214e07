import FoodTrackerKit
import HeadlessUIKit

class MealTableViewCell: UITableViewCell {
  struct ViewData: Equatable {
    let meal: Meal
  }

  var nameLabel: UILabel!
  var photoImageView: UIImageView!
  var ratingControl: RatingControl!

  var viewData: ViewData? {
    didSet {
      nameLabel.text = viewData?.meal.name
      photoImageView.image = viewData?.meal.photo
      ratingControl.rating = viewData?.meal.rating ?? 0
    }
  }
}

extension MealTableViewCell.ViewData {
  init(meal: Meal) {
    self.meal = meal
  }
}
