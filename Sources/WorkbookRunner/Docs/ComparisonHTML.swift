import Workbook

/// The architectures compared (`workbook compare`) as an HTML table, with each column's details.
enum ComparisonHTML {
  static func table(_ comparison: ArchitectureComparison) -> String {
    let columns = comparison.columns
    var lines = [
      "<div class=\"map\"><table class=\"comparison\"><thead><tr><th></th>"
        + columns.map { "<th scope=\"col\">\(h($0.variant)) · \(h($0.name))</th>" }.joined()
        + "</tr></thead><tbody>"
    ]
    lines += ComparisonReport.rows(comparison).map { row in
      "<tr><th scope=\"row\">\(h(row.label))</th>" + row.cells.map { "<td>\(h($0))</td>" }.joined() + "</tr>"
    }
    lines.append("</tbody></table></div><ul>")
    lines += columns.map { column in
      "<li><strong>\(h(column.variant))</strong> (\(h(column.name))): "
        + h(ComparisonReport.details(column).joined(separator: "; ")) + ".</li>"
    }
    return (lines + ["</ul>"]).joined(separator: "\n")
  }

  private static func h(_ text: String) -> String {
    HTMLPage.escape(text.replacingOccurrences(of: "`", with: "").replacingOccurrences(of: "*", with: ""))
  }
}
