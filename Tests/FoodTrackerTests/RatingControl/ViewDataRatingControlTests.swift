import Foundation
import Testing

@testable import FoodTrackerViewData

// The rating control of step 5-ViewData, tested alone: the checks (Support.swift) are every step's,
// since every step has the same control; run here against this step's own, so that
// `workbook mutate 01 --variant 5-ViewData` runs them against its mutants.

extension RatingControl: RatingControlUnderTest {}

@MainActor
@Suite("RatingControl (step 5-ViewData)")
struct ViewDataRatingControlTests {
  @Test("RatingControl: what no transcript shows", arguments: RatingControlCheck.allCases)
  func check(_ check: RatingControlCheck) {
    check.run(made: { RatingControl(frame: .zero) }, decoded: { RatingControl(coder: NSCoder()) })
  }
}
