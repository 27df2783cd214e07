import Foundation
import Workbook

/// `workbook fuzz` for a person: per chapter, what was compared and skipped, the rate, and each
/// difference three ways (the seed, the first differing action side by side, the Swift to paste).
struct FuzzSummary {
  let reports: [FuzzReport]
  let style: TextStyle
  var columns = 160

  var text: String {
    let findings = reports.map(\.findings.count).reduce(0, +)
    let scenarios = reports.map(\.scenarios).reduce(0, +)
    let verdict =
      findings == 0 && !reports.contains(where: \.crashed)
      ? style.green("no differences") : style.red("\(findings) difference\(findings == 1 ? "" : "s")")
    return reports.map(chapterText).joined()
      + "\(scenarios) generated scenarios in \(reports.count) chapter\(reports.count == 1 ? "" : "s"): \(verdict)\n"
  }

  private func chapterText(_ report: FuzzReport) -> String {
    if let unavailable = report.unavailable {
      return "\(style.bold(report.chapter)): not fuzzed: \(unavailable)\n"
    }
    var lines = [
      "\(style.bold(report.chapter)): \(report.scenarios) scenario\(report.scenarios == 1 ? "" : "s") (seeds \(report.options.seed)…"
        + "\(report.options.seed &+ UInt64(max(report.options.count - 1, 0))), up to \(report.options.maxActions) "
        + "actions), \(report.comparisons) comparisons, \(Int(report.rate)) scenarios/s"
    ]
    for reference in Set(report.pairs.map(\.reference)).sorted() {
      let variants = report.pairs.filter { $0.reference == reference }.map(\.variant)
      lines.append("  compared with \(reference): \(variants.joined(separator: ", "))")
    }
    lines += report.skipped.map { "  skipped \($0.variant): \($0.reason)" }
    if let trapped = report.trapped { lines.append(style.red("  ‼ a variant trapped: \(trapped)")) }
    if let failure = report.worldFailure { lines.append(style.red("  ✗ stopped: \(failure)")) }
    return (lines + report.findings.map { findingText($0, chapter: report) }).joined(separator: "\n") + "\n"
  }

  private func findingText(_ finding: FuzzFinding, chapter: FuzzReport) -> String {
    let mark =
      finding.crashed
      ? style.red("‼ \(finding.variant) crashed where") : style.red("✗ \(finding.variant) differs from")
    let shrink = String(format: "%.2f", finding.shrinkSeconds)
    return """
        \(mark) \(finding.reference) (seed \(finding.seed): \(finding.generatedLength) actions shrunk to \
      \(finding.actions.count) in \(shrink) s)
          replay: workbook fuzz \(chapterArgument(chapter)) --variant \
      \(finding.variant) --seed \(finding.seed) --count 1 --max-actions \(chapter.options.maxActions)
          first differing action: \(finding.firstDifferingAction)
      \(sideBySide(finding))
          Swift for the catalog's Scenarios.swift:
      \(finding.swiftCode)
      """
  }

  private func chapterArgument(_ report: FuzzReport) -> String {
    report.chapter.lowercased()
  }

  /// The two entries in columns, lines aligned: the reference's on the left, the variant's on
  /// the right; a line only one side has is marked `≠`.
  private func sideBySide(_ finding: FuzzFinding) -> String {
    let rows: [(String, String, Bool)] =
      [("\(finding.reference):", "\(finding.variant):", true)]
      + LineDiff(old: finding.referenceEntry, new: finding.variantEntry).lines.map { line in
        switch line {
        case .same(let text, _, _): (text, text, true)
        case .removed(let text, _): (text, "", false)
        case .inserted(let text, _): ("", text, false)
        }
      }
    let width = max((columns - 8) / 2, 20)
    return rows.map { old, new, same in
      let cell =
        old.count > width
        ? String(old.prefix(width - 1)) + "…" : old.padding(toLength: width, withPad: " ", startingAt: 0)
      return "      \(cell) \(same ? "│" : style.yellow("≠")) \(new)"
    }.joined(separator: "\n")
  }
}
