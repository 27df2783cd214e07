import Foundation
import ListPostsCatalog
import ListPostsKit
import Testing
import Workbook

/// Every scenario on every variant against its approved transcript, and the catalog itself.
@MainActor
@Suite("ListPosts · transcripts and catalog")
struct TranscriptTests {
  @Test(
    "Every scenario on every variant reproduces its approved transcript",
    arguments: catalog.variants, catalog.scenarios)
  func equivalence(variant: Variant<ListPostsWorld>, scenario: Scenario<ListPostsWorld>) {
    let result = catalog.check(scenario, on: variant)
    #expect(result.holds, "\(result.message)")
  }

  @Test("The catalog is sound: its variants, scenarios, divergence and approved transcripts")
  func catalogIsSound() throws {
    #expect(catalog.problems.isEmpty, "\(catalog.problems)")
    #expect(catalog.variants.map(\.id) == ["0-massive", "1-methods", "2-vip", "3-fixes", "exercise"])
    #expect(catalog.variant("exercise")?.parent == "0-massive")
    #expect(catalog.scenarios.count >= 8)

    // One divergence, at step 3, on the one scenario whose latent bug it fixes.
    #expect(catalog.divergences.count == 1)
    let divergence = try #require(catalog.divergences.first)
    #expect(divergence.variant == "3-fixes")
    #expect(divergence.scenarios == ["zero-followers"])

    // Every approved transcript is stored, and nothing else is.
    var expected: Set<String> = Set(catalog.scenarios.map { "\($0.id).txt" })
    expected.formUnion(divergence.scenarios.map { "\($0)@\(divergence.variant).txt" })
    let stored = try FileManager.default.contentsOfDirectory(atPath: catalog.transcriptsFolder.path)
    #expect(Set(stored) == expected)

    // A declared divergence is a real one: its transcript differs from the shared one.
    for scenario in divergence.scenarios {
      let shared = try String(
        contentsOf: catalog.transcriptsFolder.appendingPathComponent("\(scenario).txt"), encoding: .utf8)
      let diverged = try String(
        contentsOf: catalog.transcriptsFolder.appendingPathComponent("\(scenario)@3-fixes.txt"),
        encoding: .utf8)
      #expect(shared != diverged, "\(scenario)")
    }
  }

  @Test("Step 3 reproduces its own transcript of the declared scenario, and the shared ones of the rest")
  func declaredDivergenceVerdicts() throws {
    let fixes = try #require(catalog.variant("3-fixes"))
    for scenario in catalog.scenarios {
      let verdict = catalog.check(scenario, on: fixes).verdict
      if scenario.id == "zero-followers" {
        guard case .declaredDivergence = verdict else {
          Issue.record("\(scenario.id): \(verdict)")
          continue
        }
      } else {
        #expect(verdict == .same, "\(scenario.id)")
      }
    }
  }
}
