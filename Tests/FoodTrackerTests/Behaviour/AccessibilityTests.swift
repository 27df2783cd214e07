import FoodTrackerCatalog
import FoodTrackerKit
import HeadlessUIKit
import Testing
import Workbook
import WorkbookTesting

/// What VoiceOver reads of the rating control, as Apple's FoodTracker sample sets it: each star is
/// labelled "Set N star rating", every star's value says the rating, and the star of the current
/// rating hints that tapping it resets the rating.
@MainActor
@Suite("FoodTracker accessibility", .exerciseRunsInAChildFirst(catalog.chapter))
struct AccessibilityTests {
  @Test(
    "Every star reads its label, the rating as its value, and the reset hint on the rated star",
    arguments: allVariants, 0...5)
  func ratingControl(variant: Variant<FoodTrackerWorld>, rating: Int) throws {
    let session = try catalog.session(for: variant)
    try session.perform([.launch, .tap("+")] + (rating > 0 ? [.tap("Set \(rating) star rating")] : []))

    for star in 1...5 {
      let label = "Set \(star) star rating"
      // The sheet is in front: its stars, not those of the list's rows under it.
      let element = session.app?.elements { $0.label == label }.last
      #expect(element?.value == ratingValue(rating), "\(label)")
      #expect(element?.hint == (star == rating ? "Tap to reset the rating to zero." : nil), "\(label)")
      #expect(element?.traits == (star <= rating ? [.button, .selected] : .button), "\(label)")
    }
  }

  @Test("Tapping the rated star again reads \"No rating set.\"", arguments: allVariants)
  func resettingReadsNoRating(variant: Variant<FoodTrackerWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.perform([.launch, .tap("+"), .tap("Set 2 star rating"), .tap("Set 2 star rating")])

    let values = session.app?.elements { $0.label?.hasSuffix("star rating") == true }.suffix(5).map(\.value)
    #expect(values == Array(repeating: "No rating set.", count: 5))
  }

  @Test("A meal's row reads its rating as the value of its stars", arguments: allVariants)
  func listedRatings(variant: Variant<FoodTrackerWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.perform(.launch)

    let values = session.app?.elements { $0.label == "Set 1 star rating" }.map(\.value)
    #expect(values == ["4 stars set.", "5 stars set.", "3 stars set."], "Caprese Salad, Chicken, Pasta")
  }
}
