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

  var html: String {
    var lines = [
      "<div class=\"map\"><table class=\"responsibilities\">",
      "<thead><tr><th scope=\"col\">Responsibility</th>"
        + map.steps.map { step in
          // The root step has no diff page.
          step.parent == nil
            ? "<th scope=\"col\">\(h(step.id))</th>"
            : "<th scope=\"col\"><a href=\"\(h(step.id)).html\">\(h(step.id))</a></th>"
        }.joined()
        + "</tr></thead><tbody>",
    ]
    for row in map.rows {
      let cells = row.cells.map { cell -> String in
        let text = h(Self.text(cell))
        let shared = cell.holder.map(\.sharedWith).flatMap {
          $0.isEmpty ? nil : "also named in " + $0.joined(separator: ", ")
        }
        let title = shared.map { " title=\"\(h($0))\"" } ?? ""
        if cell.moved {
          return
            "<td class=\"moved\"\(title)><a href=\"\(h(cell.step)).html\">\(text)</a> <span class=\"mark\">⇐ moved here</span></td>"
        }
        return "<td class=\"\(cell.holder == nil ? "absent" : "held")\"\(title)>\(text)</td>"
      }
      lines.append(
        "<tr><th scope=\"row\" title=\"\(h(row.responsibility.symbols.joined(separator: ", ")))\">"
          + "\(h(row.responsibility.name))</th>\(cells.joined())</tr>")
    }
    return (lines + ["</tbody></table></div>"]).joined(separator: "\n")
  }

  private func h(_ text: String) -> String { HTMLPage.escape(text) }
}
