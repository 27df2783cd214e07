import Foundation
import Testing

@testable import Workbook
@testable import WorkbookFixtures
@testable import WorkbookRunner

/// The chart of the controller's lines: the figures of `workbook compare`, every line of the
/// tree, accessible and self-contained.
@MainActor @Suite struct LineCountChartTests {
  @Test func theChartShowsEveryStepsFigureAccessiblyWithoutScripts() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    let sizes = try ControllerSizes(book.chapter)
    #expect(sizes.controller == "ItemsViewController")
    #expect(
      sizes.lines.map { $0.points.map(\.step.id) } == [
        ["0-listed", "1-tidied", "2-numbered", "3-kept"], ["4-reversed"], ["5-miscounted"],
      ])
    #expect(sizes.lines[1].forksFrom?.step.id == "1-tidied")
    let comparison = try ArchitectureComparison(
      book.chapter, screen: ScreenVocabulary(packageRoot: book.root))
    #expect(sizes.lines[0].points.first?.lines == comparison.columns.first?.measures.controller?.lines)
    let svg = LineCountChart(sizes, chapter: "99 <Shelf>", idPrefix: "ch99").svg
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.contains("role=\"img\" aria-labelledby=\"ch99-chart-title ch99-chart-desc\""))
    #expect(svg.contains("<title id=\"ch99-chart-title\">99 &lt;Shelf&gt;: lines of ItemsViewController"))
    #expect(
      svg.contains(
        "main line: 0-listed 5, 1-tidied 5, 2-numbered 5, 3-kept 5; branch from 1-tidied: 4-reversed 5"))
    #expect(svg.contains("@media (prefers-color-scheme: dark)"))
    #expect(!svg.contains("<script") && !svg.contains("href=\"http") && !svg.contains("url("))
    #expect(svg.components(separatedBy: "<polyline").count - 1 == 3, "the main line and two branches")
    #expect(svg.components(separatedBy: "<circle").count - 1 == 6, "a point per step")
    #expect(LineCountChart(sizes, chapter: "99 <Shelf>", idPrefix: "ch99").svg == svg, "deterministic")
  }
}
