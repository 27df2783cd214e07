@_spi(Automation) import HeadlessUIKit
import Testing
import Workbook
import WorkbookLibrary

/// The fuzzer's self-check of the kept screen goes red when a mark is missing: with labels' new
/// text left unmarked (the test-only switch), a label redrawn from what it kept shows its old text,
/// and some chapter's generated batch must say that the kept screen differs from the screen drawn
/// from scratch. With the marks in place the same batches say nothing of the kind.
@MainActor
@Test(arguments: [true, false])
func theSelfCheckSeesAStaleKeptScreen(labelTextMarked: Bool) {
  UILabel.marksTextChangesForTesting = labelTextMarked
  defer { UILabel.marksTextChangesForTesting = true }
  let stale = library.flatMap { chapter in
    (chapter.fuzz(FuzzOptions(count: 10, checksFastPath: true)).disagreements ?? [])
      .filter { $0.contains("the kept screen differs from a render from scratch") }
  }
  if labelTextMarked {
    #expect(stale.isEmpty, "\(stale)")
  } else {
    #expect(!stale.isEmpty)
  }
}
