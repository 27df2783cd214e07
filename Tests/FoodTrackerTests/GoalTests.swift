import FoodTrackerCatalog
import Testing
import Workbook

/// The exercise's refactoring goals are honest: each one fails on step 0, where the exercise
/// starts, and holds on step 4, where the chapter's refactoring ends. (The exercise itself is the
/// attendee's: `swift run workbook verify 01` checks it, not this suite.)
@Suite("FoodTracker goals")
struct GoalTests {
  @Test(
    "Every goal fails on step 0 and holds on the last step",
    arguments: [("0-massive", false), ("4-injected", true)])
  func goals(variant: String, met: Bool) throws {
    #expect(catalog.goals.count >= 3)
    let results = catalog.goalResults(for: try #require(catalog.variant(variant)))
    #expect(results.count == catalog.goals.count)
    for result in results {
      #expect(result.isMet == met, "\(result.statement): \(result.findings)")
    }
  }
}
