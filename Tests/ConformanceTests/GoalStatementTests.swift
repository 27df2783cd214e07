import Testing
import WorkbookLibrary
import WorkbookTesting

/// Each chapter's goal statements and checks agree (see `Chapter.goalStatementCheck`): a test
/// case per chapter, named after it.
@MainActor
@Test(
  "Every name a goal's statement lists is looked for by its check",
  arguments: library.map(\.goalStatementCheck))
func goalStatementsAgreeWithChecks(_ check: ConformanceCheck) {
  check.verify()
}
