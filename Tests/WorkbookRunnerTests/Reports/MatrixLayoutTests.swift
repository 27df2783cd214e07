import Testing

@testable import Workbook
@testable import WorkbookRunner

/// The matrix fits the terminal: ids when they fit, numbered keys and a legend when not, panels
/// when even the keys do not fit; no line wider than the width.
struct MatrixLayoutTests {
  /// Chapter 04's variants as its catalog lists them (before the grid's MVP branch).
  static let megaController = [
    "0-mega", "1-navigationtheme", "2-injectedtime", "3-relativedateformatter", "4-factoredoutpredicate",
    "5-coredatastore", "6-upcomingtasksection", "7-sectioninsertionlogic", "8-isolatedcoredata",
    "9-tableviewcell", "10-addviewcontroller", "11-presentationsegue", "12-tableviewadapter", "13-fixes",
    "6-upcomingtasksworker", "7-upcomingtasksinteractor", "8-upcomingtasksrouter", "7-upcomingtasksviewmodel",
    "exercise",
  ]

  @Test func idsHeadTheColumnsWhenTheyFit() {
    let layout = MatrixLayout(variants: ["0-listed", "1-tidied", "exercise"], scenarioWidth: 10, width: 80)
    #expect(
      layout == MatrixLayout(headers: ["0-listed", "1-tidied", "exercise"], panels: [[0, 1, 2]], legend: []))
  }

  @Test func stepsSharingANumberGetALetterOfTheirPlace() {
    #expect(
      MatrixLayout.keys(for: Self.megaController)
        == [
          "0", "1", "2", "3", "4", "5", "6a", "7a", "8a", "9", "10", "11", "12", "13", "6b", "7b", "8b", "7c",
          "ex",
        ])
  }

  @Test(arguments: [80, 100, 120, 160])
  func chapter04FitsEveryWidthWithItsLegend(width: Int) {
    let scenarios = ["first-launch", "clock-past-midnight", "delete-then-relaunch", "overdue-task"]
    let outcomes = Self.megaController.flatMap { variant in
      scenarios.map {
        RunOutcome(RunSubject(chapter: "MegaController", variant: variant, scenario: $0), .same)
      }
    }
    let matrix = ChapterMatrix(
      number: "04", name: "MegaController", title: "", variants: Self.megaController, scenarios: scenarios,
      outcomes: outcomes)
    let lines = matrix.rendered(width: width).split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= width }, "\(lines.filter { $0.count > width })")
    // Every variant is named once in the legend, after its key; every run has its ✓.
    #expect(Self.megaController.allSatisfy { id in lines.contains { $0.contains(" \(id)") } })
    #expect(lines.joined().count { $0 == "✓" } == outcomes.count)
  }

  @Test func aWidthTooNarrowForEveryKeySplitsTheGridIntoPanels() {
    let layout = MatrixLayout(variants: Self.megaController, scenarioWidth: 20, width: 60)
    #expect(layout.panels.count == 2)
    #expect(layout.panels.flatMap { $0 } == Array(Self.megaController.indices))
  }
}
