import FoodTrackerCatalog
import FoodTrackerKit
import Foundation
import Workbook

// What the behaviour tests share: the variants they run against, and how to read the screen and
// the sandbox.

/// Every step of the chapter and the exercise.
let allVariants = catalog.variants

extension Variant<FoodTrackerWorld> {
  /// Whether the variant reads an unreadable archive as the original does ("nothing saved"), or
  /// keeps it, from step 7's declared divergence on.
  var keepsUnreadableArchive: Bool {
    catalog.divergence(for: self, scenario: "unreadable-archive") != nil
  }
}

/// A rating control as the render shows it: five stars, the first `rating` filled, each with
/// what VoiceOver reads as its value (runs of the same star are counted:
/// `3×[filledStar · selected · value "3 stars set."] 2×[emptyStar · value "3 stars set."]`).
func stars(_ rating: Int) -> String {
  func run(_ count: Int, _ star: String) -> String? {
    count == 0 ? nil : count == 1 ? star : "\(count)×\(star)"
  }
  let value = "value \"\(ratingValue(rating))\""
  return [run(rating, "[filledStar · selected · \(value)]"), run(5 - rating, "[emptyStar · \(value)]")]
    .compactMap { $0 }.joined(separator: " ")
}

/// What VoiceOver reads as the value of every star of a rating control, as Apple's sample says it.
func ratingValue(_ rating: Int) -> String {
  switch rating {
  case 0: "No rating set."
  case 1: "1 star set."
  default: "\(rating) stars set."
  }
}

/// A row of the meal list as the render shows it: photo, name, rating.
func mealRow(_ name: String, photo: String, rating: Int) -> String {
  "image \(photo) · \(name) · \(stars(rating))"
}

/// The rows the meal list shows, as `mealRow` writes them.
let sampleRows = [
  mealRow("Caprese Salad", photo: "meal1", rating: 4),
  mealRow("Chicken and Potatoes", photo: "meal2", rating: 5),
  mealRow("Pasta with Meatballs", photo: "meal3", rating: 3),
]

extension AppSession<FoodTrackerWorld> {
  /// The rows of the meal list, top to bottom, as the render writes them (the list is read
  /// even under a sheet: it is the first table on screen).
  var listedRows: [String] {
    app?.tables.first?.rows ?? []
  }

  /// The navigation bars on screen, back to front, each as the render writes it: items and title.
  var navigationBars: [String] {
    app?.navigationBars.map(\.description) ?? []
  }

  /// The meals in the archive in Documents/meals, or nil when there is no archive.
  func archivedMeals() throws -> [Meal]? {
    let url = world.mealsArchiveURL
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try PropertyListDecoder().decode([Meal].self, from: Data(contentsOf: url))
  }

  /// What the app logged since this was last asked.
  func newLogLines() -> [String] {
    world.log.takeNewLines()
  }
}

/// Adding a meal: + , a name, return, a rating, Save.
func addMeal(_ name: String, rating: Int) -> [Action<FoodTrackerWorld>] {
  [.tap("+"), .typeText(name, into: "Enter meal name"), .pressReturn]
    + (rating > 0 ? [.tap("Set \(rating) star rating")] : []) + [.tap("Save")]
}
