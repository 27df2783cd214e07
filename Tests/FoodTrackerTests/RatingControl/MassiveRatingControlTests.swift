import Foundation
import Testing

@testable import FoodTrackerMassive

// The rating control of step 0-Massive, tested alone: the checks (Support.swift) are every step's,
// since every step has the same control; run here against this step's own, so that
// `workbook mutate 01 --variant 0-Massive` runs them against its mutants.

extension RatingControl: RatingControlUnderTest {}

@MainActor
@Suite("RatingControl (step 0-Massive)")
struct MassiveRatingControlTests {
  @Test("RatingControl: what no transcript shows", arguments: RatingControlCheck.allCases)
  func check(_ check: RatingControlCheck) {
    check.run(made: { RatingControl(frame: .zero) }, decoded: { RatingControl(coder: NSCoder()) })
  }
}
