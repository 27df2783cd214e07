import MegaControllerCatalog
import Testing
import WorkbookTesting

/// What the workbook asks of every chapter (see `ChapterCatalog.conformanceChecks`), each check
/// a test case of its own: every variant reproduces every approved transcript, and the catalog,
/// its stored transcripts, its goals and its divergences are sound.
@MainActor
@Test("MegaController conforms to the workbook", arguments: catalog.conformanceChecks)
func conformance(_ check: ConformanceCheck) {
  check.verify()
}

/// A fixed-seed batch of generated scenarios (see `ChapterCatalog.generatedScenarios`): every
/// step and the exercise checked on paths no written scenario takes.
@MainActor
@Test("MegaController: every variant behaves like its reference on generated scenarios")
func generatedScenarios() {
  catalog.generatedScenarios().verify()
}
