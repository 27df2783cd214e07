import FoodTrackerKit
import Foundation
import HeadlessUIKit

// Moved out of the view controller.

func saveMeals(_ meals: [Meal]) {
  let isSuccessfulSave: Bool
  do {
    let archive = try PropertyListEncoder().encode(meals)
    try archive.write(to: Meal.archiveURL, options: .atomic)
    isSuccessfulSave = true
  } catch {
    isSuccessfulSave = false
  }
  print(isSuccessfulSave)
}

func loadMeals() -> [Meal]? {
  guard let archive = try? Data(contentsOf: Meal.archiveURL) else { return nil }
  return try? PropertyListDecoder().decode([Meal].self, from: archive)
}

func loadSampleMeals() -> [Meal] {
  let photo1 = UIImage(named: "meal1")
  let photo2 = UIImage(named: "meal2")
  let photo3 = UIImage(named: "meal3")
  return [
    Meal(name: "Caprese Salad", photo: photo1, rating: 4)!,
    Meal(name: "Chicken and Potatoes", photo: photo2, rating: 5)!,
    Meal(name: "Pasta with Meatballs", photo: photo3, rating: 3)!,
  ]
}
