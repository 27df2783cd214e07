import HeadlessUIKit

class MealTableViewCell: UITableViewCell {

  // MARK: Properties

  // Outlets: the storyboard's prototype cell makes and connects them (Main.storyboard.swift).
  var nameLabel: UILabel!
  var photoImageView: UIImageView!
  var ratingControl: RatingControl!
}
