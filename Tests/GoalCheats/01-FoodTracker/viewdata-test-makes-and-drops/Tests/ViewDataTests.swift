import FoodTrackerKit
import Testing

@testable import FoodTrackerViewData

@Test func viewData() {
  _ = MealTableViewCell.ViewData(meal: Meal(name: "Soup", photo: nil, rating: 0)!)
}
