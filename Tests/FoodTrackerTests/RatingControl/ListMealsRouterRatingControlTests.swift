import Foundation
import Testing

@testable import FoodTrackerListMealsRouter

// The rating control of step 4-ListMealsRouter, tested alone: the checks (Support.swift) are every step's,
// since every step has the same control; run here against this step's own, so that
// `workbook mutate 01 --variant 4-ListMealsRouter` runs them against its mutants.

extension RatingControl: RatingControlUnderTest {}

@MainActor
@Suite("RatingControl (step 4-ListMealsRouter)")
struct ListMealsRouterRatingControlTests {
  @Test("RatingControl: what no transcript shows", arguments: RatingControlCheck.allCases)
  func check(_ check: RatingControlCheck) {
    check.run(made: { RatingControl(frame: .zero) }, decoded: { RatingControl(coder: NSCoder()) })
  }
}
