import Foundation
import Testing

@testable import SwiftScanning
@testable import Workbook
@testable import WorkbookFixtures
@testable import WorkbookRunner

/// The responsibility map: where the Swift scanner finds a responsibility's symbols, and how a
/// chapter's map and timeline follow its tree of steps.
@MainActor @Suite struct ResponsibilityMapTests {
  nonisolated static let controller = """
    final class ListController {
      // saveItems() in a comment, and "saveItems" in a string, are not code.
      func viewDidLoad() { presenter.saveItems(); log("saveItems") }
      struct Row { func encode() { let e = PropertyListEncoder() } }
    }

    """
  nonisolated static let presenter = """
    final class ListPresenter {
      func saveItems() { write() }
    }

    """

  /// (what the sources are, the symbols, the holder expected: type and file, or nil).
  nonisolated static let cases: [(String, [String: String], [String], String?, String?)] = [
    (
      "a call and a declaration tie: the declaring type holds it",
      ["A.swift": controller, "B.swift": presenter], ["saveItems"], "ListPresenter", "B.swift"
    ),
    (
      "comments and strings do not count", ["A.swift": controller], ["saveItems"], "ListController", "A.swift"
    ),
    (
      "a nested type is named in full", ["A.swift": controller], ["PropertyListEncoder"],
      "ListController.Row",
      "A.swift"
    ),
    (
      "the most names win", ["A.swift": controller, "B.swift": presenter],
      ["saveItems", "viewDidLoad", "presenter"],
      "ListController", "A.swift"
    ),
    (
      "code outside every type is the top level", ["main.swift": "let store = Store()\n"], ["Store"],
      ResponsibilityHolder.topLevel, "main.swift"
    ),
    (
      "a type's own name where it is declared is not a use", ["A.swift": controller], ["ListController"], nil,
      nil
    ),
    ("nothing named: not found", ["A.swift": controller], ["NSKeyedArchiver"], nil, nil),
  ]

  @Test(arguments: cases)
  func holder(_ what: String, files: [String: String], symbols: [String], type: String?, file: String?) {
    let holder = SwiftSources(files: files).holder(of: Responsibility("it", symbols: symbols))
    #expect(holder?.type == type, "\(what)")
    #expect(holder?.file == file, "\(what)")
  }

  @Test func aChaptersMapFollowsItsTreeAndSaysWhatIsMissing() throws {
    let book = try ShelfBook(responsibilities: [
      Responsibility("The items", symbols: ["items"]),
      Responsibility("Inserting first", symbols: ["insert"], removedAt: ["5-Miscounted": "it never inserts"]),
    ])
    defer { book.remove() }
    let chapter = book.chapter
    #expect(
      chapter.timeline.map { $0.steps.map(\.id) } == [
        ["0-listed", "1-tidied", "2-numbered", "3-kept"], ["4-reversed"], ["5-miscounted"],
      ])
    #expect(chapter.timeline.map(\.forksFrom) == [nil, "1-tidied", "1-tidied"])
    let map = try ResponsibilityMap(chapter)
    #expect(map.steps.map(\.id) == chapter.stepsInTimelineOrder.map(\.id))
    #expect(map.cell("The items", at: "2-numbered")?.holder?.type == "ItemsViewController")
    #expect(map.cell("The items", at: "2-numbered")?.moved == false)
    let reversed = try #require(map.cell("The items", at: "4-reversed"))
    #expect(reversed.holder?.type == "ItemsPresenter")
    #expect(reversed.holder?.file == "ItemsPresenter.swift")
    #expect(reversed.moved, "4-reversed moves the items to its presenter")
    #expect(map.cell("Inserting first", at: "5-miscounted")?.removed == "it never inserts")
    #expect(
      map.problems
        == ["0-listed", "1-tidied", "2-numbered", "3-kept"].map {
          "Inserting first: none of insert in \($0)"
        })
    let table = ResponsibilityTable(map: map)
    #expect(table.markdown.contains("| The items | ItemsViewController | ItemsViewController |"))
    #expect(table.markdown.contains("[**ItemsPresenter**](4-reversed.md) ⇐"))
    #expect(table.markdown.contains("removed: it never inserts"))
    // Steps are the HTML map's rows (issue 28): the moved cell is labelled with its responsibility,
    // and the holder's name breaks between its words.
    #expect(
      table.html.contains(
        "<td class=\"moved\" data-label=\"Inserting first\"><a href=\"4-reversed.html\">Items<wbr>Presenter</a>"
      ))
  }
}
