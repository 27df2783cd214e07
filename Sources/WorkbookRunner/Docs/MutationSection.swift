import Foundation
import Workbook

/// A chapter page's section on its suite's strength: the chapter's mutation record
/// (`MutationRecord`), in Markdown and in HTML, and the figure the timeline shows beside a step.
struct MutationSection {
  let chapter: Chapter
  /// Nil: the chapter has no record yet.
  let record: MutationRecord?

  static let heading = "The suite's strength: mutants"
  static let anchor = "mutants"
  /// The heading's anchor on a Markdown page, as GitHub makes it.
  static let markdownAnchor = "the-suites-strength-mutants"

  /// "the suite kills 97 % (142 of 146) of its mutants", for a step the record judged.
  func figure(of step: String) -> String? {
    record?.score(of: step).map { "the suite kills \($0.summary) of its mutants" }
  }

  private var recordLink: String {
    "../../../Chapters/\(chapter.folder.lastPathComponent)/\(MutationRecord.fileName)"
  }

  private var introduction: String {
    "Small bugs planted in step 0 and in every architecture's last step by `swift run workbook mutate "
      + "\(chapter.number) --bar` (a comparison flipped, a call dropped, a literal changed…), and how many the "
      + "chapter's one suite kills: its scenarios, then the unit tests of that step. The bar is "
      + "\(MutationReport.percent(record?.bar ?? MutationBar.share)) of the mutants not declared equivalent "
      + "(the catalog says why each changes nothing observable); a survivor is a bug no test here would "
      + "notice. Recorded in \(MutationRecord.fileName), which CI's `make mutate` checks against a new run."
  }

  private static let columns = [
    "Step", "Planted", "Equivalent", "Did not compile", "Killed", "Score", "Survivors",
  ]

  var markdown: [String] {
    // The record is linked only where it exists: a page links no file that is not there.
    let linked =
      record == nil
      ? introduction
      : introduction.replacingOccurrences(
        of: MutationRecord.fileName, with: "[\(MutationRecord.fileName)](\(recordLink))")
    var lines = ["## \(Self.heading)", "", linked, ""]
    guard let record else {
      return lines + [
        "No record yet: `swift run workbook mutate \(chapter.number) --bar --record` writes it."
      ]
    }
    lines += ["| " + Self.columns.joined(separator: " | ") + " |", "|---|---:|---:|---:|---:|---:|---|"]
    lines += record.variants.map { score in
      let survivors = score.survivors.map { "`\($0)`" }.joined(separator: "<br>")
      return
        "| \(score.variant) | \(score.planted) | \(score.equivalent) | \(score.dropped) | \(score.killed) | "
        + "\(score.share.map(MutationReport.percent) ?? "–") | \(survivors.isEmpty ? "none" : survivors) |"
    }
    return lines
  }

  var html: [String] {
    let h = HTMLPage.escape
    var parts = [
      "<h2 id=\"\(Self.anchor)\">\(h(Self.heading))</h2>",
      "<p>\(h(introduction).replacingOccurrences(of: "`", with: ""))</p>",
    ]
    guard let record else {
      return parts + [
        "<p>No record yet: <code>swift run workbook mutate \(chapter.number) --bar --record</code> writes it.</p>"
      ]
    }
    parts.append(
      // In the pages' scroll box, as the other wide tables: seven columns do not fit 400 px.
      "<div class=\"map\"><table class=\"mutants\"><thead><tr>"
        + Self.columns.map { "<th>\(h($0))</th>" }.joined() + "</tr></thead><tbody>")
    parts += record.variants.map { score in
      let survivors = score.survivors.map { "<code>\(h($0))</code>" }.joined(separator: "<br>")
      let cells = [
        "<a href=\"#step-\(h(score.variant))\">\(h(score.variant))</a>", "\(score.planted)",
        "\(score.equivalent)",
        "\(score.dropped)", "\(score.killed)", score.share.map(MutationReport.percent) ?? "–",
        survivors.isEmpty ? "none" : survivors,
      ]
      return "<tr>" + cells.map { "<td>\($0)</td>" }.joined() + "</tr>"
    }
    return parts + ["</tbody></table></div>"]
  }
}
