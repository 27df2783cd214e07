import FoodTrackerCatalog
import FoodTrackerKit
import Foundation
import Testing
import Workbook

/// Every scenario against every variant reproduces its approved transcript.
@MainActor
@Suite("FoodTracker transcripts")
struct TranscriptTests {

  @Test(
    "Each scenario reproduces its approved transcript", arguments: allVariants, catalog.scenarios.map(\.id))
  func equivalence(variant: Variant<FoodTrackerWorld>, scenario: String) throws {
    let result = catalog.check(try #require(catalog.scenario(scenario)), on: variant)
    #expect(result.holds, "\(result.message)")
  }

  @Test("The catalog is sound, and its Transcripts folder holds exactly the approved transcripts")
  func catalogSoundness() throws {
    #expect(catalog.problems.isEmpty, "\(catalog.problems)")
    #expect(catalog.scenarios.count >= 10)

    let expected = Set(
      allVariants.flatMap { variant in
        catalog.scenarios.map {
          catalog.approvedTranscriptURL(for: variant, scenario: $0.id).lastPathComponent
        }
      })
    let stored = Set(try FileManager.default.contentsOfDirectory(atPath: catalog.transcriptsFolder.path))
    #expect(stored == expected)
  }
}
