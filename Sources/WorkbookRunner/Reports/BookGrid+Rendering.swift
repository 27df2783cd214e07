import Workbook

/// The grid for a terminal, for Markdown (the README) and for HTML (the book's index page).
extension BookGrid {
  /// Aligned columns for a terminal, the header in bold.
  func rendered(style: TextStyle) -> String {
    let table = [Self.header] + rows.map(texts)
    let widths = Self.header.indices.map { index in table.map { $0[index].count }.max() ?? 0 }
    let lines = table.map { cells in
      zip(cells, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }
        .joined(separator: "  ").trimmingTrailingSpaces
    }
    return
      ([style.bold("The book: each chapter in each architecture, measured from the sources"), ""]
      + [style.bold(lines[0])] + lines.dropFirst() + ["", Self.legend]).joined(separator: "\n") + "\n"
  }

  /// A Markdown table, then the legend.
  var markdown: String {
    var lines = [
      "| " + Self.header.joined(separator: " | ") + " |",
      "|" + String(repeating: "---|", count: Self.header.count),
    ]
    lines += rows.map { "| " + texts($0).joined(separator: " | ") + " |" }
    return (lines + ["", Self.legend]).joined(separator: "\n") + "\n"
  }

  /// An HTML table (in the pages' scrolling `map` box, as the chapters' tables are), then the
  /// legend.
  var html: String {
    func row(_ cells: [String], tag: String) -> String {
      "<tr>" + cells.map { "<\(tag)>\(HTMLPage.escape($0))</\(tag)>" }.joined() + "</tr>"
    }
    return "<div class=\"map\"><table class=\"grid\"><thead>" + row(Self.header, tag: "th")
      + "</thead><tbody>" + rows.map { row(texts($0), tag: "td") }.joined()
      + "</tbody></table></div><p>\(HTMLPage.escape(Self.legend))</p>"
  }

  /// One line per chapter, for the DocC overview (a tutorial's intro takes no table).
  var lines: [String] {
    rows.map { row in
      let cells = zip(Self.header.dropFirst(), texts(row).dropFirst()).map { "\($0): \($1)" }
      return "- \(row.number) \(row.chapter) — " + cells.joined(separator: "; ")
    }
  }
}
