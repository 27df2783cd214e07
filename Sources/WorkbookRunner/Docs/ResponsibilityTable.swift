import Foundation
import Workbook

/// The responsibility map as a table for a chapter's page: rows are the responsibilities, columns
/// the steps (timeline order); a cell names the holding type (and its file when the file is not
/// named after the type); a cell whose holder changed since the parent step links that step's
/// diff, where the move happens.
struct ResponsibilityTable {
  let map: ResponsibilityMap

  /// "MealsPresenter" or "MealsPresenter (Storage.swift)"; why it is gone, or that it is missing.
  static func text(_ cell: ResponsibilityMap.Cell) -> String {
    guard let holder = cell.holder else {
      return cell.removed.map { "removed: \($0)" } ?? "not found"
    }
    let file = (holder.file as NSString).lastPathComponent
    if holder.type == ResponsibilityHolder.topLevel { return "top level of \(file)" }
    return file == "\(holder.type.split(separator: ".").last ?? "").swift"
      ? holder.type : "\(holder.type) (\(file))"
  }

  var markdown: String {
    var lines = [
      "| Responsibility | " + map.steps.map { "\($0.id)" }.joined(separator: " | ") + " |",
      "|---|" + String(repeating: "---|", count: map.steps.count),
    ]
    for row in map.rows {
      let cells = row.cells.map { cell -> String in
        let text = Self.text(cell).replacingOccurrences(of: "|", with: "\\|")
        return cell.moved ? "[**\(text)**](\(cell.step).md) ⇐" : text
      }
      lines.append("| \(row.responsibility.name) | " + cells.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n")
  }

  /// The map turned: a row per step (timeline order), a column per responsibility, so that a
  /// chapter of 21 steps fits the page as one of 8 does; reading down a column follows one
  /// responsibility from holder to holder. Names break only between their words (`<wbr>` at
  /// camel-case humps and after punctuation), and below 800 px each step's row stacks into a
  /// list of "responsibility: holder" (`data-label`).
  var html: String {
    let names = map.rows.map(\.responsibility.name)
    var lines = [
      "<div class=\"map\"><table class=\"responsibilities\">",
      "<thead><tr><th scope=\"col\">Step</th>"
        + map.rows.map { row in
          "<th scope=\"col\" title=\"\(h(row.responsibility.symbols.joined(separator: ", ")))\">"
            + "\(h(row.responsibility.name))</th>"
        }.joined()
        + "</tr></thead><tbody>",
    ]
    for (index, step) in map.steps.enumerated() {
      // The root step has no diff page.
      let heading = step.parent == nil ? h(step.id) : "<a href=\"\(h(step.id)).html\">\(h(step.id))</a>"
      let cells = zip(names, map.rows.map { $0.cells[index] }).map { name, cell in
        self.cell(cell, label: name)
      }
      lines.append("<tr><th scope=\"row\">\(heading)</th>\(cells.joined())</tr>")
    }
    return (lines + ["</tbody></table></div>"]).joined(separator: "\n")
  }

  private func cell(_ cell: ResponsibilityMap.Cell, label: String) -> String {
    let text = Self.breakable(Self.text(cell))
    let shared = cell.holder.map(\.sharedWith).flatMap {
      $0.isEmpty ? nil : "also named in " + $0.joined(separator: ", ")
    }
    let attributes = " data-label=\"\(h(label))\"" + (shared.map { " title=\"\(h($0))\"" } ?? "")
    if cell.moved {
      return
        "<td class=\"moved\"\(attributes)><a href=\"\(h(cell.step)).html\">\(text)</a> <span class=\"mark\">⇐ moved here</span></td>"
    }
    return "<td class=\"\(cell.holder == nil ? "absent" : "held")\"\(attributes)>\(text)</td>"
  }

  /// A holder's name escaped, with a line-break opportunity (`<wbr>`) between the words of its
  /// camel case ("Upcoming|Task|Data|Manager", "UI|Navigation|Bar") and after `.`, `+`, `(`, so
  /// that a narrow column breaks it where a reader would, never mid-word.
  static func breakable(_ text: String) -> String {
    let characters = Array(text)
    var html = ""
    for (index, character) in characters.enumerated() {
      if index > 0, character.isUppercase {
        let before = characters[index - 1]
        let after = index + 1 < characters.count ? characters[index + 1] : " "
        if before.isLowercase || (before.isUppercase && after.isLowercase) { html += "<wbr>" }
      }
      html += HTMLPage.escape(String(character))
      if ".+(".contains(character), index + 1 < characters.count { html += "<wbr>" }
    }
    return html
  }

  private func h(_ text: String) -> String { HTMLPage.escape(text) }
}
