import HeadlessUIKit
import Testing
import Workbook
import WorkbookTesting
import __Name__Catalog
import __Name__Kit

/// __Name__'s behaviour, stated as a reader would, checked on every step and the exercise
/// through the automation face only. (Tests/ConformanceTests already checks the transcripts.)
@MainActor
@Suite("__Name__ behaviour", .exerciseRunsInAChildFirst(catalog.chapter))
struct BehaviourTests {
  @Test("+ adds an item at the end of the list", arguments: catalog.variants)
  func addAppendsAnItem(variant: Variant<__Name__World>) throws {
    let session = try catalog.session(for: variant)
    try session.perform([.launch, .tap("+")])

    #expect(session.app?.tables.first?.sections.first?.rows == ["Apples", "Bread", "Coffee", "Item 4"])
  }
}
