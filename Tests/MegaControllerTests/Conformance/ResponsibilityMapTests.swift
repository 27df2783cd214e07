import MegaControllerCatalog
import Testing
import Workbook
import WorkbookTesting

/// The lesson's table "who does what" (Chapters/04-MegaController/README.md) is hand-written;
/// its "Moves at" column must say where the map computed from the sources sees each
/// responsibility change hands on the main line: the table's rows are the catalog's
/// responsibilities, in order.
@MainActor @Test("MegaController's lesson table agrees with the computed responsibility map")
func lessonTableAgreesWithTheMap() throws {
  let chapter = catalog.chapter
  let map = try ResponsibilityMap(chapter)
  let table = try LessonTable(lessonOf: chapter, header: "| # | Responsibility | Step 0 | Moves at | To |")
  let column = try #require(table.column("Moves at"))
  try #require(
    table.rows.count == map.rows.count, "one row of the lesson's table per declared responsibility")
  let mainLine = Set(chapter.timeline.first?.steps.map(\.id) ?? [])
  for (row, mapped) in zip(table.rows, map.rows) {
    // "6, then 7": the step numbers before any parenthesis.
    let declared = row[column].prefix { $0 != "(" }.split { !$0.isNumber }.compactMap { Int($0) }
    let computed = mapped.cells.filter { $0.moved && mainLine.contains($0.step) }.compactMap {
      Int($0.step.prefix { $0.isNumber })
    }
    #expect(
      declared == computed,
      "\(mapped.responsibility.name): the lesson says \(declared), the sources \(computed)")
  }
}
