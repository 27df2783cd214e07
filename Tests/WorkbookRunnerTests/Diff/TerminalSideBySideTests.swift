import Foundation
import Testing

@testable import Workbook
@testable import WorkbookRunner

/// The terminal's side-by-side diff: display widths, cuts that keep the change in view, paths cut
/// from the left, wrapping, moves; and `diff --json`.
struct TerminalSideBySideTests {
  @Test(arguments: [
    ("abc", 3), ("🍰", 2), ("食べ物", 6), ("한국어", 6), ("ｆｕｌｌ", 8), ("e\u{301}", 1), ("❤️", 2), ("", 0),
  ])
  func displayWidthCountsWideCharactersTwice(text: String, columns: Int) {
    #expect(text.displayWidth == columns)
  }

  @Test(arguments: [
    ("Chapters/04-MegaController/Steps/4-DataManager", 17, true, "…ps/4-DataManager"),
    ("Chapters/04-MegaController/Steps/4-DataManager", 17, false, "Chapters/04-Mega…"),
    ("🍰🍰🍰", 5, false, "🍰🍰…"),
    ("🍰🍰🍰", 4, false, "🍰… "),
    ("short", 8, true, "short   "),
  ])
  func fitCutsAndPadsToColumns(text: String, width: Int, fromLeft: Bool, fitted: String) {
    #expect(SourceDiff.fit(text, width: width, fromLeft: fromLeft) == fitted)
    #expect(fitted.displayWidth == width)
  }

  static let protocolChange = SourceDiff(
    oldLabel: "Chapters/04-MegaController/Steps/5-CoreDataStore",
    newLabel: "Chapters/04-MegaController/Steps/6-UpcomingTaskSection",
    oldFiles: [
      "ViewController.swift":
        "class ViewController: UITableViewController, NSFetchedResultsControllerDelegate {\n}\n"
    ],
    newFiles: [
      "ViewController.swift":
        "class ViewController: UITableViewController, UpcomingTaskDataManagerDelegate {\n}\n"
    ])

  @Test func aCutKeepsTheChangeInView() {
    func changedRow(_ width: Int) -> String {
      let text = Self.protocolChange.sideBySide(width: width)
      #expect(text.split(separator: "\n").allSatisfy { $0.displayWidth <= width })
      return text.split(separator: "\n").first { $0.contains("|") }.map(String.init) ?? ""
    }
    // The unchanged start of the line gives way to the changed protocol, on both sides.
    #expect(
      changedRow(100)
        == " 1 …roller, NSFetchedResultsControllerDelegate { |  1 …ontroller, UpcomingTaskDataManagerDelegate {"
    )
    // When the change cannot fit whole, its start shows.
    #expect(
      changedRow(80) == " 1 …NSFetchedResultsControllerDelegat… |  1 … UpcomingTaskDataManagerDelegate {")
    // Paths are cut from the left: the step's folder stays.
    #expect(
      Self.protocolChange.sideBySide(width: 80).hasPrefix(
        "…-MegaController/Steps/5-CoreDataStore   …ontroller/Steps/6-UpcomingTaskSection\n"))
  }

  @Test func wrapShowsWholeLinesInRowsOfTheirHalf() {
    let text = Self.protocolChange.sideBySide(width: 60, wrap: true)
    let rows = text.split(separator: "\n").map(String.init)
    #expect(rows.allSatisfy { $0.displayWidth <= 60 })
    // The left half's text column, row after row, is the whole old line: nothing cut.
    let left = rows.drop { !$0.hasPrefix("──") }.dropFirst().prefix { !$0.hasPrefix(" 2 ") }
      .map { String($0.dropFirst(3).prefix(25)) }.joined().trimmingCharacters(in: .whitespaces)
    #expect(left == "class ViewController: UITableViewController, NSFetchedResultsControllerDelegate {")
    #expect(!rows.dropFirst(2).contains { $0.contains("…") })
  }

  @Test func wideCharactersKeepTheColumnsAligned() {
    let diff = SourceDiff(
      oldLabel: "a", newLabel: "b",
      oldFiles: ["Cake.swift": "let 食べ物 = \"🍰🍰 and more words than fit\"\nlet x = 1\n"],
      newFiles: ["Cake.swift": "let 食べ物 = \"🍰🍰 and words than fit\"\nlet x = 2\n"])
    let rows = diff.sideBySide(width: 50, context: nil).split(separator: "\n").filter { $0.contains("|") }
    #expect(rows.count == 2)
    #expect(rows.allSatisfy { $0.displayWidth <= 50 })
    // The marker, and so the right half, sits at the same column on both rows.
    // (Columns counted here by hand, not with the `displayWidth` under test.)
    let markers = rows.map { row in
      row[..<row.firstIndex(of: "|")!].reduce(0) { $0 + ("食べ物🍰".contains($1) ? 2 : 1) }
    }
    #expect(markers == [24, 24], "\(rows)")
  }

  @Test func movesAreMarkedWithWhereTheyWent() {
    let diff = SourceDiff(
      oldLabel: "a", newLabel: "b",
      oldFiles: ["ViewController.swift": SourceDiffMoveTests.controller],
      newFiles: [
        "ViewController.swift": SourceDiffMoveTests.slimController,
        "Store.swift": SourceDiffMoveTests.store(renaming: false),
      ])
    let text = diff.sideBySide(width: 100)
    #expect(text.contains("↷ moved to Store.swift:3"))
    #expect(text.contains("↷ moved from ViewController.swift:10"))
    #expect(text.contains("10     let data = encode(items)                  ↷\n"))
    #expect(text.contains("── ViewController.swift · modified · 4 moved · +0 −2 ─"))
  }

  @Test func jsonReportsFilesInOrderHunksAndMoves() throws {
    let diff = SourceDiff(
      oldLabel: "a", newLabel: "b",
      oldFiles: ["ViewController.swift": SourceDiffMoveTests.controller],
      newFiles: [
        "ViewController.swift": SourceDiffMoveTests.slimController,
        "Store.swift": SourceDiffMoveTests.store(renaming: true),
      ])
    let json = try Runner.json(diff.report(context: 1))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["summary"] as? String == "2 files · 4 lines moved · +3 −2")
    let files = try #require(object["files"] as? [[String: Any]])
    #expect(files.map { $0["path"] as? String } == ["ViewController.swift", "Store.swift"])
    let moves = try #require(object["moves"] as? [[String: Any]])
    #expect(moves.count == 1)
    #expect((moves[0]["from"] as? [String: Any])?["first"] as? Int == 10)
    #expect((moves[0]["to"] as? [String: Any])?["path"] as? String == "Store.swift")
    #expect(moves[0]["exact"] as? Bool == false)
    let lines =
      (files[1]["hunks"] as? [[String: Any]])?.flatMap { $0["lines"] as? [[String: Any]] ?? [] } ?? []
    #expect(lines.contains { $0["new"] as? Int == 3 && $0["move"] as? Int == 1 })
    #expect(json.contains("\"header\" : \"@@ -0,0 +1,7 @@\""))
  }

  @Test func jsonNamesChangedWords() throws {
    let json = try Runner.json(Self.protocolChange.report(context: 0))
    // NSFetchedResultsControllerDelegate is characters 45..<79 of the old line.
    #expect(
      json.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "\n", with: "").contains(
        "\"words\":[[45,79]]"))
  }
}
