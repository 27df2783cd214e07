import Foundation
import Testing

@testable import Workbook
@testable import WorkbookFixtures
@testable import WorkbookRunner

/// Moved code (within a file and across files), the stray-line cleanup, the lesson's file order
/// and the summary that counts moved lines once.
struct SourceDiffMoveTests {
  /// A massive controller: a save function to move out, and a view method to keep.
  static let controller = """
    final class ViewController {
      var items: [String] = []

      func viewDidLoad() {
        title = "Items"
        reload()
      }

      func save() {
        let data = encode(items)
        try? data.write(to: archiveURL)
        log("saved \\(items.count) items")
      }
    }

    """

  static let slimController = """
    final class ViewController {
      var items: [String] = []

      func viewDidLoad() {
        title = "Items"
        reload()
      }
    }

    """

  /// Where `save()` goes: re-indented, `items` renamed `list` in one line (near, not exact).
  static func store(renaming: Bool) -> String {
    """
    struct Store {
        func save(_ items: [String]) {
            let data = encode(items)
            try? data.write(to: archiveURL)
            log("saved \\(\(renaming ? "list" : "items").count) items")
        }
    }

    """
  }

  static func diff(_ old: [String: String], _ new: [String: String]) -> SourceDiff {
    SourceDiff(oldLabel: "a", newLabel: "b", oldFiles: old, newFiles: new)
  }

  @Test(arguments: [false, true])
  func codeThatLeavesOneFileForAnotherIsAMove(renamed: Bool) throws {
    let diff = Self.diff(
      ["ViewController.swift": Self.controller],
      ["ViewController.swift": Self.slimController, "Store.swift": Self.store(renaming: renamed)])
    let move = try #require(diff.moves.first)
    #expect(diff.moves.count == 1)
    // The body and its closing brace; the signature changed, so it is not part of the move.
    #expect(
      move
        == SourceDiff.Move(
          id: 1, fromPath: "ViewController.swift", fromLines: 9..<13, toPath: "Store.swift", toLines: 2..<6,
          isExact: !renamed))
    #expect(diff.move(removedLine: 10, in: "ViewController.swift") == move)
    #expect(diff.move(removedLine: 8, in: "ViewController.swift") == nil)
    #expect(diff.move(insertedLine: 5, in: "Store.swift") == move)
    #expect(diff.move(insertedLine: 5, in: "ViewController.swift") == nil)
    #expect(diff.summary == "2 files · 4 lines moved · +3 −2")
    #expect(diff.countsDescription(of: diff.changedFiles[1]) == "4 moved · +3 −0")
  }

  @Test func codeThatMovesWithinAFileIsAMove() {
    let functions = ["func one() {", "  let a = 1", "  let b = 2", "  print(a + b)", "}"]
    let other = ["func two() {", "  print(\"two\")", "  print(\"more\")", "}"]
    let old = (functions + [""] + other).joined(separator: "\n")
    let new = (other + [""] + functions).joined(separator: "\n")
    let diff = Self.diff(["A.swift": old], ["A.swift": new])
    #expect(diff.moves.count == 1)
    #expect(
      diff.moves.first.map { ($0.fromPath, $0.toPath, $0.isExact) } ?? ("", "", false) == (
        "A.swift", "A.swift", true
      ))
  }

  @Test(arguments: [
    // Two lines of code are not enough.
    ["let a = compute(1)", "let b = compute(2)"],
    // Nor are braces and blank lines, however many.
    ["}", "", "}", "{", "})", "", "}"],
  ])
  func tooLittleToBeAMove(block: [String]) {
    let diff = Self.diff(
      ["A.swift": (["first()"] + block + ["last()"]).joined(separator: "\n")],
      ["A.swift": "first()\nlast()\n", "B.swift": block.joined(separator: "\n")])
    #expect(diff.moves.isEmpty)
    #expect(!diff.summary.contains("moved"))
  }

  @Test func aStrayBraceDoesNotSplitADeletedBlock() {
    let old = ["keep()", "a1()", "a2()", "}", "b1()", "b2()", "end()"]
    let new = ["keep()", "}", "end()"]
    // The plain line diff (transcripts use it) keeps the brace as unchanged ...
    #expect(LineDiff(old: old, new: new).lines.contains(.same("}", old: 3, new: 1)))
    // ... the source diff makes it part of the deleted block.
    #expect(
      LineDiff(old: old, new: new).absorbingStrayLines().lines == [
        .same("keep()", old: 0, new: 0), .removed("a1()", old: 1), .removed("a2()", old: 2),
        .removed("}", old: 3),
        .removed("b1()", old: 4), .removed("b2()", old: 5), .inserted("}", new: 1),
        .same("end()", old: 6, new: 2),
      ])
    // A brace between a removal and an unrelated insertion stays.
    let edit = LineDiff(old: ["keep()", "a()", "}", "end()"], new: ["keep()", "}", "b()", "end()"])
    #expect(edit.absorbingStrayLines() == edit)
    // Side by side, the brace faces itself.
    #expect(
      LineDiff(old: old, new: new).absorbingStrayLines().sideBySideRows().contains(
        .same(old: .init(number: 4, text: "}"), new: .init(number: 2, text: "}"))))
  }

  @Test func filesComeInTheLessonsOrder() {
    let diff = Self.diff(
      ["ViewController.swift": Self.controller, "AppDelegate.swift": "let app = 1\n", "Zed.swift": "z\n"],
      [
        "ViewController.swift": Self.slimController, "AppDelegate.swift": "let app = 2\n", "Zed.swift": "z\n",
        "Store.swift": Self.store(renaming: false), "Another.swift": "let another = 1\n",
      ])
    // The controller loses the most, Store receives its code, then the rest by path.
    #expect(
      diff.changedFiles.map(\.path) == [
        "ViewController.swift", "Store.swift", "Another.swift", "AppDelegate.swift",
      ])
    #expect(
      diff.files.map(\.path) == [
        "Another.swift", "AppDelegate.swift", "Store.swift", "ViewController.swift", "Zed.swift",
      ])
  }

  @Test func theBookMovesItsCode() throws {
    // 01 2-mealtablepresenter: the sample meals and the archive leave the controller for the
    // presenter.
    let root = PackageRoot.url
    let steps = root.appendingPathComponent("Chapters/01-FoodTracker/Steps")
    let diff = try SourceDiff(
      old: steps.appendingPathComponent("1-Private"),
      new: steps.appendingPathComponent("2-MealTablePresenter"),
      oldLabel: "1-Private", newLabel: "2-MealTablePresenter")
    #expect(diff.changedFiles.map(\.path) == ["MealTableViewController.swift", "MealTablePresenter.swift"])
    #expect(diff.moves.count == 3)
    #expect(diff.moves.allSatisfy { $0.toPath == "MealTablePresenter.swift" })
    #expect(diff.summary.hasPrefix("2 files · 33 lines moved"))

    // 01 3-listmealsinteractor: the controller loses 43 lines and gains 90; it still comes first.
    let interactor = try SourceDiff(
      old: steps.appendingPathComponent("2-MealsWorker"),
      new: steps.appendingPathComponent("3-ListMealsInteractor"),
      oldLabel: "2-MealsWorker", newLabel: "3-ListMealsInteractor")
    #expect(interactor.changedFiles.first?.path == "MealTableViewController.swift")
  }
}
