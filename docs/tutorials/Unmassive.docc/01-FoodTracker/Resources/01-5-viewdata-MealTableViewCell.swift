import FoodTrackerKit
import HeadlessUIKit

class MealTableViewCell: UITableViewCell {

  /// What the cell shows: inert values, so that whoever fills the cell needs to know nothing of
  /// its labels and views.
  struct ViewData: Equatable {
    let name: String
    let photo: UIImage?
    let rating: Int
  }

  // MARK: Properties

  // Outlets: the storyboard's prototype cell makes and connects them (Main.storyboard.swift).
  var nameLabel: UILabel!
  var photoImageView: UIImageView!
  var ratingControl: RatingControl!

  var viewData: ViewData? {
    didSet {
      nameLabel.text = viewData?.name
      photoImageView.image = viewData?.photo
      ratingControl.rating = viewData?.rating ?? 0
    }
  }
}

extension MealTableViewCell.ViewData {
  /// What a meal's row shows: its name, its photo and its rating.
  init(meal: Meal) {
    self.name = meal.name
    self.photo = meal.photo
    self.rating = meal.rating
  }
}
