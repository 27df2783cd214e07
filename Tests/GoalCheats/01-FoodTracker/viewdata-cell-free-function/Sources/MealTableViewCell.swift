import FoodTrackerKit
import HeadlessUIKit

class MealTableViewCell: UITableViewCell {
  struct ViewData: Equatable {
    let name: String
    let photo: UIImage?
    let rating: Int
  }

  var nameLabel: UILabel!
  var photoImageView: UIImageView!
  var ratingControl: RatingControl!

  var viewData: ViewData? {
    didSet { show(viewData, in: self) }
  }
}

extension MealTableViewCell.ViewData {
  init(meal: Meal) {
    self.name = meal.name
    self.photo = meal.photo
    self.rating = meal.rating
  }
}

/// Fills a cell: moved out of the cell.
@MainActor
func show(_ viewData: MealTableViewCell.ViewData?, in cell: MealTableViewCell) {
  cell.nameLabel.text = viewData?.name
  cell.photoImageView.image = viewData?.photo
  cell.ratingControl.rating = viewData?.rating ?? 0
}
