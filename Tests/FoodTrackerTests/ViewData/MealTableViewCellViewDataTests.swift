import FoodTrackerKit
import HeadlessUIKit
import Testing

@testable import FoodTrackerViewData

// The view-data branch's cell, alone: the values a meal's row shows are built from the meal, and
// the cell shows whatever view data it is given, with no controller in between.

private let meals = [
  Meal(name: "Caprese Salad", photo: UIImage(named: "meal1"), rating: 4)!,
  Meal(name: "Soup", photo: nil, rating: 0)!,
  Meal(name: "Pizza", photo: UIImage(named: "defaultPhoto"), rating: 5)!,
]

@MainActor
@Suite("MealTableViewCell.ViewData (view-data branch)")
struct MealTableViewCellViewDataTests {

  /// A cell as the storyboard's prototype makes it: outlets connected.
  private func makeCell() -> MealTableViewCell {
    let cell = MealTableViewCell(style: .default, reuseIdentifier: "MealTableViewCell")
    cell.nameLabel = UILabel()
    cell.photoImageView = UIImageView(image: UIImage(named: "defaultPhoto"))
    cell.ratingControl = RatingControl()
    return cell
  }

  @Test("View data built from a meal holds its name, photo and rating", arguments: meals)
  func fromMeal(meal: Meal) {
    let viewData = MealTableViewCell.ViewData(meal: meal)

    #expect(viewData.name == meal.name)
    #expect(viewData.photo == meal.photo)
    #expect(viewData.rating == meal.rating)
  }

  @Test("The cell shows the view data it is given", arguments: meals)
  func cellShowsViewData(meal: Meal) {
    let cell = makeCell()

    cell.viewData = MealTableViewCell.ViewData(meal: meal)

    #expect(cell.nameLabel.text == meal.name)
    #expect(cell.photoImageView.image == meal.photo)
    #expect(cell.ratingControl.rating == meal.rating)
  }

  @Test("A cell given no view data shows nothing: no name, no photo, no stars")
  func cellShowsNoViewData() {
    let cell = makeCell()
    cell.viewData = MealTableViewCell.ViewData(meal: meals[0])

    cell.viewData = nil

    #expect(cell.nameLabel.text == nil)
    #expect(cell.photoImageView.image == nil)
    #expect(cell.ratingControl.rating == 0)
  }
}
