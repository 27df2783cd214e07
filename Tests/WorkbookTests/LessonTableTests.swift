import Testing
import WorkbookTesting

/// A lesson's hand-written table, found by its exact header row: its cells trimmed, its rows
/// ending at the first line that is not one, and no table when the header is not there.
@Test(
  "LessonTable reads a lesson's table by its header",
  arguments: [
    ("| # | who |", [["1", "the `view` controller"], ["—", "[Presenter, `f()`] → [View, `g()`]"]]),
    ("| # | what |", [["1", ""]]),
    ("| # | where |", nil),
  ])
func lessonTable(_ header: String, rows: [[String]]?) throws {
  let lesson = """
    Before.

    | # | who |
    |---|---|
    | 1 |   the `view` controller |
    | — | [Presenter, `f()`] → [View, `g()`] |

    | # | what |
    |---|---|
    | 1 | |
    After.
    | # | where |
    Not a table: no separator row.
    """
  guard let rows else {
    #expect(throws: LessonTable.NotFound.self) { try LessonTable(in: lesson, header: header) }
    return
  }
  let table = try LessonTable(in: lesson, header: header)
  #expect(table.rows == rows)
  #expect(table.header.first == "#")
  #expect(table.column(String(header.dropFirst(6).prefix(3))) == 1)
}
