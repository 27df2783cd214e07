import FoodTrackerKit
import Foundation
import HeadlessUIKit
import Testing

/// A meal cannot be made with an empty name or a rating outside 0...5, nor decoded from one.
@MainActor
@Suite("Meal")
struct MealTests {

  @Test(
    "A meal needs a name and a rating from 0 to 5",
    arguments: [
      ("Pizza", 0, true), ("Pizza", 5, true), ("Pizza", 3, true),
      ("", 3, false), ("Pizza", -1, false), ("Pizza", 6, false),
    ])
  func validation(name: String, rating: Int, isValid: Bool) {
    let meal = Meal(name: name, photo: nil, rating: rating)
    #expect((meal != nil) == isValid)
    #expect(meal?.name == (isValid ? name : nil))
    #expect(meal?.rating == (isValid ? rating : nil))
  }

  @Test("A meal archives and unarchives with its name, photo and rating")
  func archiving() throws {
    let meals = [
      try #require(Meal(name: "Caprese Salad", photo: UIImage(named: "meal1"), rating: 4)),
      try #require(Meal(name: "Plain Rice", photo: nil, rating: 0)),
    ]
    let archive = try PropertyListEncoder().encode(meals)
    #expect(try PropertyListDecoder().decode([Meal].self, from: archive) == meals)
  }

  @Test(
    "An archived meal that is not valid does not decode",
    arguments: [#"{"name": "", "rating": 3}"#, #"{"name": "Pizza", "rating": 6}"#, #"{"rating": 3}"#])
  func invalidArchive(json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Meal.self, from: Data(json.utf8))
    }
  }
}
