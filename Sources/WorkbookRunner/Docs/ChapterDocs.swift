import Foundation
import Workbook

/// What a chapter's pages show, computed once from its sources: its step table, its architectures
/// compared, its controller's size at every step and its responsibility map.
struct ChapterDocs {
  let chapter: Chapter
  let rows: [DocsGenerator.StepRow]
  let comparison: ArchitectureComparison
  let sizes: ControllerSizes
  let map: ResponsibilityMap
  /// The suite's strength, from the chapter's mutation record.
  let mutants: MutationSection

  var folderName: String { chapter.folder.lastPathComponent }
  var heading: String {
    "\(chapter.number) \(chapter.name)" + (chapter.title.isEmpty ? "" : " — \(chapter.title)")
  }

  var chart: LineCountChart {
    LineCountChart(sizes, chapter: "\(chapter.number) \(chapter.name)", idPrefix: "ch\(chapter.number)")
  }

  /// A step's figure on the chart.
  func lines(of step: String) -> Int? {
    sizes.lines.flatMap(\.points).first { $0.step.id == step }?.lines
  }

  /// The scenarios' transcript pages, with the variants from which each diverges.
  var transcripts: [TranscriptPage] {
    chapter.scenarios.map { TranscriptPage(chapter: chapter, scenario: $0) }
  }
}
