import ListPostsCatalog
import Testing
import Workbook
import WorkbookTesting

/// The lesson's two hand-written grids ("Where each responsibility lives, step by step" and "The
/// branches compared", Chapters/03-ListPosts/README.md) place each responsibility at
/// [component, method]; their component columns must name the type that the map computed from the
/// sources sees holding it. A cell "[Presenter, …] decides → [View, …]" is held by its last
/// component: the map's holder is the type whose code names the responsibility's identifiers most,
/// the one that does it (`reloadData`, `isHidden`), not the one that decides. A cell with no
/// component is in the view controller, as the columns "0 Massive" and "1 Methods" say.
@MainActor
@Test("ListPosts's lesson grids agree with the computed responsibility map", arguments: LessonGrid.all)
func lessonGridAgreesWithTheMap(_ grid: LessonGrid) throws {
  let chapter = catalog.chapter
  let map = try ResponsibilityMap(chapter)
  let table = try LessonTable(lessonOf: chapter, header: grid.header)
  let numbered = table.rows.filter { $0.first != "—" }.map { $0[0] }
  #expect(numbered == (1...10).map(String.init), "the grid's numbered rows are the lesson's ten")
  for row in table.rows {
    guard let name = LessonGrid.responsibility(ofRow: row) else {
      #expect(row[0] == "—", "row \(row[0]) has no responsibility of the catalog in LessonGrid.rows")
      continue
    }
    for (title, steps) in grid.columns {
      let column = try #require(table.column(title), "the grid has a column \(title)")
      let declared = LessonGrid.holder(of: row[column])
      for step in steps {
        let computed = map.cell(name, at: step)?.holder?.type
        #expect(
          declared == computed,
          "row \(row[0]) (\(name)), column \(title), at \(step): the lesson says \(declared ?? "?"), the sources \(computed ?? "nothing")"
        )
      }
    }
  }
}

/// One of the lesson's grids: its header row, and the steps each component column describes.
struct LessonGrid: Sendable, CustomTestStringConvertible {
  let header: String
  /// A column's title (the start of it) and the steps where its cells must hold.
  let columns: [(title: String, steps: [String])]
  var testDescription: String { header }

  static let all = [
    LessonGrid(
      header:
        "| # | responsibility | 0 Massive | 1 Methods (all in the view controller) | 2 VIP [component, method] |",
      // "Step 3 keeps step 2's grid", the lesson says under it.
      columns: [("0 Massive", ["0-massive"]), ("1 Methods", ["1-methods"]), ("2 VIP", ["2-vip", "3-fixes"])]),
    LessonGrid(
      header:
        "| # | responsibility | 1 Methods (the view controller) | MVP [component, method] | VIP [component, method] |",
      columns: [
        ("1 Methods", ["1-methods"]), ("MVP", ["2-mvp", "3-mvp-injected"]), ("VIP", ["2-vip", "3-fixes"]),
      ]),
  ]

  /// The grids' rows, by their number (or, for a row "—", the start of its responsibility), and
  /// the catalog's responsibility each is: rows 4 and 5, and 6 and 7, are one there, since the same
  /// code does both. A row "—" not here (reaching the backend, the dates' locale) is not in the map.
  static let rows: [String: String] = [
    "1": "Get the logged-in user",
    "2": "Find the user's followers",
    "3": "Fetch each follower's posts",
    "4": "Aggregate, until the last follower",
    "5": "Aggregate, until the last follower",
    "6": "Sort, keep the first five",
    "7": "Sort, keep the first five",
    "8": "Refresh the table view",
    "9": "Show or hide the Login button",
    "10": "Alert on error",
    "format dates": "Format dates",
  ]

  /// The types the grids' components name. "View" is `ListPostsView`, a protocol that
  /// `ListPostsViewController` adopts (as the lesson says under the second grid): the code that
  /// does the view's part is the view controller's.
  static let types = [
    "Interactor": "ListPostsInteractor",
    "Worker": "ListPostsWorker",
    "Presenter": "ListPostsPresenter",
    "ViewController": "ListPostsViewController",
    "View": "ListPostsViewController",
  ]

  static func responsibility(ofRow row: [String]) -> String? {
    rows[row[0] == "—" ? row[1].prefix { $0 != "(" }.trimmingCharacters(in: .whitespaces) : row[0]]
  }

  /// The type a cell names: its last component ("[Presenter, `f()`] → [ViewController, `g()`]" is
  /// held by the view controller), or the view controller when it names none; nil for a component
  /// the grids do not use.
  static func holder(of cell: String) -> String? {
    guard let open = cell.lastIndex(of: "[") else { return "ListPostsViewController" }
    let component = cell[cell.index(after: open)...].prefix { $0 != "," && $0 != "]" }
    return types[String(component)]
  }
}
