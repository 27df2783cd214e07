import MegaControllerCatalog
import MegaControllerKit
import Testing
import Workbook

/// Every scenario against every variant reproduces its approved transcript: the shared one, or
/// step 7's own for the scenarios its fixes change.
@MainActor
@Suite("MegaController transcripts")
struct TranscriptTests {

  @Test("The catalog is sound: ids, parents and divergences add up")
  func catalogIsSound() {
    #expect(catalog.problems.isEmpty, "\(catalog.problems)")
    #expect(
      catalog.variants.map(\.id) == [
        "0-mega", "1-theme", "2-relativedates", "3-coredatastore", "4-datamanager", "5-viewdata", "6-adapter",
        "7-fixes", "exercise",
      ])
    #expect(catalog.scenarios.count >= 12)
  }

  @Test(
    "Every scenario reproduces its approved transcript", arguments: allVariants, catalog.scenarios.map(\.id))
  func transcript(variant: Variant<MegaControllerWorld>, scenario: String) throws {
    let result = catalog.check(try #require(catalog.scenario(scenario)), on: variant)
    #expect(result.holds, "\(result.message)")
  }
}
