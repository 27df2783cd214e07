import FoodTrackerKit
import HeadlessUIKit

protocol MealsView: AnyObject {
  func show(_ meals: [Meal])
}

final class MealsPresenter {
  func sampleMeals() -> [Meal] {
    let photo1 = UIImage(named: "meal1")
    let photo2 = UIImage(named: "meal2")
    let photo3 = UIImage(named: "meal3")
    return [
      Meal(name: "Caprese Salad", photo: photo1, rating: 4)!,
      Meal(name: "Chicken and Potatoes", photo: photo2, rating: 5)!,
      Meal(name: "Pasta with Meatballs", photo: photo3, rating: 3)!,
    ]
  }
}
