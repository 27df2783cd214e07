import Foundation
import Workbook

extension MutationBarReport {
  /// The terminal's report: per chapter, each variant's score against the bar with its
  /// survivors, then whether the record agrees; a summary line last.
  func rendered(style: TextStyle) -> String {
    var lines = [
      style.bold(
        "The bar: the suite kills at least \(MutationReport.percent(bar)) of the mutants of step 0 and of "
          + "every architecture's last step")
    ]
    for chapter in chapters {
      lines += [""] + rendered(chapter, style: style)
    }
    lines += ["", summary(style: style)]
    return lines.joined(separator: "\n") + "\n"
  }

  private func rendered(_ chapter: Chapter, style: TextStyle) -> [String] {
    let width = chapter.entries.map(\.variant.count).max() ?? 0
    var lines = [style.bold("\(chapter.number) \(chapter.name)")]
    for entry in chapter.entries {
      let name = entry.variant.padding(toLength: width, withPad: " ", startingAt: 0)
      guard let score = entry.score else {
        lines.append("  \(name)  " + style.red("✗ not judged: \(entry.problem ?? "")"))
        continue
      }
      let mark = score.holds(bar) ? style.green("✓ \(score.summary)") : style.red("✗ \(score.summary)")
      lines.append("  \(name)  \(mark)  \(score.equivalent) equivalent, \(score.dropped) dropped")
      lines += score.survivors.map { "      survived: \($0)" }
    }
    lines.append("  record: " + recordLine(chapter))
    return lines
  }

  private func recordLine(_ chapter: Chapter) -> String {
    let file = chapter.recordPath
    switch chapter.record {
    case .written: return "written (\(file))"
    case .agrees: return "agrees (\(file))"
    case .missing:
      return "none yet: write it with `workbook mutate \(chapter.number) --bar --record`"
    case .differs(let variants):
      return "differs for \(variants.joined(separator: ", ")): if the change is meant, record it again with "
        + "`workbook mutate \(chapter.number) --bar --record`"
    }
  }

  private func summary(style: TextStyle) -> String {
    let count = chapters.map(\.entries.count).reduce(0, +)
    let text =
      "\(chapters.count) chapter\(chapters.count == 1 ? "" : "s"), \(count) variants: "
      + "\(count - failing.count) clear the bar, \(failing.count) do not; "
      + "\(staleRecords.count) record\(staleRecords.count == 1 ? "" : "s") to write again"
    return exitCode == .success ? style.green(text) : style.red(text)
  }
}
