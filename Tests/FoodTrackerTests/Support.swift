import FoodTrackerCatalog
import FoodTrackerKit
import Foundation
import HeadlessUIKit
import Testing
import Workbook

// What the behaviour tests share: the variants they run against, and how to read the screen and
// the sandbox.

/// Every step of the chapter and the exercise.
let allVariants = catalog.variants

extension Variant<FoodTrackerWorld> {
  /// Whether the variant reads an unreadable archive as the original does ("nothing saved"), or
  /// keeps it, from step 7's declared divergence on.
  var keepsUnreadableArchive: Bool {
    catalog.chapter.divergence(for: self.id, scenario: "unreadable-archive") != nil
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

// MARK: - The rating control

/// What the rating control's tests need of a step's `RatingControl` (every step has the same one,
/// and each step's tests declare it conforms, so that the checks are written once).
@MainActor
protocol RatingControlUnderTest: UIStackView {
  var rating: Int { get set }
  var starCount: Int { get set }
  var starSize: CGSize { get set }
}

/// What no transcript shows of the rating control, checked on a step's own: the highlighted
/// images, the hint VoiceOver reads on the current star, a control decoded from a storyboard
/// (`init(coder:)`, which Interface Builder calls on iOS; the storyboards here make it in code),
/// and stars changed after it is made.
enum RatingControlCheck: String, CaseIterable, CustomTestStringConvertible {
  case fiveStars = "made by code or decoded from a storyboard, it shows five stars"
  case starCount = "changing the star count replaces the stars; a tap on a new star rates by its place"
  case starSize = "changing the star size makes the stars again"
  case highlightedImages = "a star shows the highlighted star while it is touched, selected or not"
  case resetHint = "only the star of the current rating hints that tapping it resets the rating"

  var testDescription: String { rawValue }

  /// Runs the check on controls that `made` makes in code and `decoded` decodes.
  @MainActor
  func run<Control: RatingControlUnderTest>(made: () -> Control, decoded: () -> Control) {
    switch self {
    case .fiveStars:
      for control in [made(), decoded()] {
        #expect(stars(of: control).count == 5)
        #expect(control.subviews.count == 5)
      }
    case .starCount:
      let control = made()
      control.starCount = 3
      #expect(stars(of: control).count == 3)
      #expect(control.subviews.count == 3)
      stars(of: control)[0].sendActions(for: .touchUpInside)
      #expect(control.rating == 1)
    case .starSize:
      let control = made()
      let before = stars(of: control)
      control.starSize = CGSize(width: 30, height: 30)
      #expect(stars(of: control).count == 5)
      #expect(zip(before, stars(of: control)).allSatisfy { $0 !== $1 })
    case .highlightedImages:
      let star = stars(of: made())[0]
      #expect(star.image(for: .normal) == UIImage(named: "emptyStar"))
      #expect(star.image(for: .selected) == UIImage(named: "filledStar"))
      #expect(star.image(for: .highlighted) == UIImage(named: "highlightedStar"))
      #expect(star.image(for: [.highlighted, .selected]) == UIImage(named: "highlightedStar"))
    case .resetHint:
      for rating in 0...5 {
        let control = made()
        control.rating = rating
        let expected = (1...5).map { $0 == rating ? "Tap to reset the rating to zero." : nil }
        #expect(stars(of: control).map(\.accessibilityHint) == expected, "rating \(rating)")
      }
    }
  }

  /// A control's stars, left to right.
  @MainActor
  private func stars(of control: UIStackView) -> [UIButton] {
    control.arrangedSubviews.compactMap { $0 as? UIButton }
  }
}
