import Foundation
import Workbook

extension DoccGenerator {
  /// The chapter's image in the table of contents (DocC wants one per chapter): the chart of its
  /// controller's lines at every step, the chapter page's (`LineCountChart`), on a background of
  /// its own: DocC shows it as an image on its dark table of contents, whatever the reader's
  /// colour scheme, and the chart's text follows that scheme.
  func chapterImage(_ chapter: Chapter, sources: SourceCache) throws -> String {
    let chart = LineCountChart(
      try ControllerSizes(chapter, sources: sources), chapter: "\(chapter.number) \(chapter.name)",
      idPrefix: "ch\(chapter.number)"
    ).svg
    guard let styleEnd = chart.range(of: "</style>\n") else { return chart }
    let background = """
      <style>.docc-background { fill: #ffffff; } @media (prefers-color-scheme: dark) { .docc-background { fill: #0d1117; } }</style>
      <rect class="docc-background" x="0" y="0" width="100%" height="100%"/>

      """
    return String(chart[..<styleEnd.upperBound]) + background + chart[styleEnd.upperBound...]
  }
}
