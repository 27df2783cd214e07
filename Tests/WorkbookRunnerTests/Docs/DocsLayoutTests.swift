import Testing

@testable import WorkbookRunner

/// The chapter page's layout decisions that HTML can show without a browser: the map's names
/// break between their words only, and the chart's figures do not cover each other.
@Suite struct DocsLayoutTests {
  @Test(arguments: [
    ("UpcomingTaskDataManager", "Upcoming<wbr>Task<wbr>Data<wbr>Manager"),
    (
      "UINavigationBar (UINavigationBar+Theme.swift)",
      "UI<wbr>Navigation<wbr>Bar (<wbr>UI<wbr>Navigation<wbr>Bar+<wbr>Theme.<wbr>swift)"
    ),
    ("top level of <Main>.swift", "top level of &lt;Main&gt;.<wbr>swift"),
    ("ViewController", "View<wbr>Controller"),
  ])
  func aHoldersNameBreaksOnlyBetweenItsWords(name: String, html: String) {
    #expect(ResponsibilityTable.breakable(name) == html)
  }

  @Test(arguments: [
    (
      "translatesAutoresizingMaskIntoConstraints",
      "translates<wbr>Autoresizing<wbr>Mask<wbr>Into<wbr>Constraints"
    ),
    ("self.dueWithinNumberOfDays(days)", "self.<wbr>dueWithinNumberOfDays(<wbr>days)"),
    (
      "application(_:didFinishLaunchingWithOptions:)",
      "application(<wbr>_:<wbr>did<wbr>Finish<wbr>Launching<wbr>With<wbr>Options:<wbr>)"
    ),
    ("Array&lt;Int&gt;", "Array&lt;<wbr>Int&gt;"),
  ])
  func codeBreaksBetweenTokensAndTheHumpsOfLongNames(code: String, html: String) {
    #expect(HighlightedCode.breakable(code) == html)
  }

  @Test func figuresOfPointsCloseTogetherDoNotCoverEachOther() {
    // 05's two 47s on one point, and 04's step 7: a main line's figure and two branches' close by.
    let figures = [
      ("47", 400, 120, false), ("47", 400, 120, true), ("106", 460, 120, false), ("99", 460, 126, true),
      ("129", 460, 104, true),
    ]
    var layout = ChartLabelLayout(points: figures.map { (x: $0.1, y: $0.2) })
    let boxes = figures.map { text, x, y, branch in
      ChartLabelLayout.box(text, layout.place(text, x: x, y: y, branch: branch))
    }
    for (index, box) in boxes.enumerated() {
      #expect(!boxes[(index + 1)...].contains(where: box.meets), "figure \(figures[index].0) covers another")
    }
  }
}
