import RecipesCatalog
import Testing
import WorkbookTesting

/// What the workbook asks of every chapter (see `ChapterCatalog.conformanceChecks`), each check
/// a test case of its own: every variant reproduces every approved transcript, and the catalog,
/// its stored transcripts, its goals and its divergences are sound.
@MainActor
@Test("Recipes conforms to the workbook", arguments: catalog.conformanceChecks)
func conformance(_ check: ConformanceCheck) {
  check.verify()
}
