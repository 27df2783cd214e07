import Foundation
import MegaControllerCatalog
import Testing
import Workbook

/// The lesson's table "who does what" (Chapters/04-MegaController/README.md) is hand-written;
/// its "Moves at" column must say where the map computed from the sources sees each
/// responsibility change hands on the main line: the table's rows are the catalog's
/// responsibilities, in order.
@MainActor @Test("MegaController's lesson table agrees with the computed responsibility map")
func lessonTableAgreesWithTheMap() throws {
  let chapter = Chapter(catalog)
  let map = try ResponsibilityMap(chapter)
  let lesson = try String(contentsOf: chapter.folder.appendingPathComponent("README.md"), encoding: .utf8)
  let header = try #require(
    lesson.range(of: "| # | Responsibility | Step 0 | Moves at | To |\n|---|---|---|---|---|\n"))
  let rows = lesson[header.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
    .prefix { $0.hasPrefix("| ") }
  try #require(rows.count == map.rows.count, "one row of the lesson's table per declared responsibility")
  let mainLine = Set(chapter.timeline.first?.steps.map(\.id) ?? [])
  for (row, mapped) in zip(rows, map.rows) {
    let movesAt = row.split(separator: "|")[3]  // "#", "Responsibility", "Step 0", "Moves at"
    // "6, then 7": the step numbers before any parenthesis.
    let declared = movesAt.prefix { $0 != "(" }.split { !$0.isNumber }.compactMap { Int($0) }
    let computed = mapped.cells.filter { $0.moved && mainLine.contains($0.step) }.compactMap {
      Int($0.step.prefix { $0.isNumber })
    }
    #expect(
      declared == computed,
      "\(mapped.responsibility.name): the lesson says \(declared), the sources \(computed)")
  }
}
