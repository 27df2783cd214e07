import FoodTrackerKit
import Testing

@testable import FoodTrackerViewData

@Test func viewData() {
  let viewData = MealTableViewCell.ViewData(meal: Meal(name: "Soup", photo: nil, rating: 0)!)
  #expect(true, "\(viewData)")
}
