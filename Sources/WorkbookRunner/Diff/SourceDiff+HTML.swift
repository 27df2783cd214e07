import Workbook

extension SourceDiff {
  // MARK: HTML

  /// A self-contained HTML page showing the diff side by side (no scripts, no external files).
  public func html(title: String, subtitle: String? = nil, context: Int? = 3) -> String {
    var body: [String] = ["<h1>\(Self.escape(title))</h1>"]
    if let subtitle { body.append("<p class=\"subtitle\">\(Self.escape(subtitle))</p>") }
    body.append("<p class=\"summary\">\(Self.escape(summary))</p>")
    if !changedFiles.isEmpty {
      body.append("<ul class=\"files\">")
      for (index, file) in changedFiles.enumerated() {
        body.append(
          "<li><a href=\"#file-\(index + 1)\"><code>\(Self.escape(file.path))</code></a> "
            + "\(file.status.rawValue), \(Self.escape(file.countsDescription))</li>")
      }
      body.append("</ul>")
    }
    for (index, file) in changedFiles.enumerated() {
      body.append(
        "<h2 id=\"file-\(index + 1)\"><code>\(Self.escape(file.path))</code> "
          + "<span class=\"status\">\(file.status.rawValue), \(Self.escape(file.countsDescription))</span></h2>"
      )
      body.append("<table class=\"diff\">")
      body.append(
        "<thead><tr><th colspan=\"2\">\(Self.escape(headerName(of: file, old: true)))</th>"
          + "<th colspan=\"2\">\(Self.escape(headerName(of: file, old: false)))</th></tr></thead>")
      body.append("<tbody>")
      for row in file.diff.sideBySideRows(context: context) {
        body.append(Self.htmlRow(row))
      }
      body.append("</tbody>")
      body.append("</table>")
    }
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(Self.escape(title))</title>
      <style>
      \(Self.stylesheet)
      </style>
      </head>
      <body>
      \(body.joined(separator: "\n"))
      </body>
      </html>

      """
  }

  private static func htmlRow(_ row: SideBySideRow) -> String {
    func cells(_ line: SideBySideRow.NumberedLine?, _ kind: String) -> String {
      guard let line else { return "<td class=\"num\"></td><td class=\"code empty\"></td>" }
      return "<td class=\"num\">\(line.number)</td><td class=\"code \(kind)\">\(escape(line.text))</td>"
    }
    switch row {
    case .same(let old, let new):
      return "<tr>\(cells(old, "same"))\(cells(new, "same"))</tr>"
    case .changed(let old, let new):
      return "<tr>\(cells(old, "removed"))\(cells(new, "inserted"))</tr>"
    case .removed(let old):
      return "<tr>\(cells(old, "removed"))\(cells(nil, ""))</tr>"
    case .inserted(let new):
      return "<tr>\(cells(nil, ""))\(cells(new, "inserted"))</tr>"
    case .skipped(let count):
      return
        "<tr class=\"skipped\"><td colspan=\"4\">⋯ \(count) unchanged \(count == 1 ? "line" : "lines")</td></tr>"
    }
  }

  /// Text made safe inside HTML elements and attribute values.
  public static func escape(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.count)
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  private static let stylesheet = """
    body { font-family: -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 2em; color: #1f2328; }
    h1 { font-size: 1.5em; }
    h2 { font-size: 1.1em; margin-top: 2em; }
    .status, .subtitle, .summary { color: #59636e; font-weight: normal; }
    table.diff { border-collapse: collapse; width: 100%; table-layout: fixed; font: 12px/1.5 ui-monospace, Menlo, Consolas, monospace; }
    table.diff th { text-align: left; background: #f6f8fa; padding: 4px 8px; border: 1px solid #d1d9e0; font-weight: normal; }
    table.diff td { vertical-align: top; padding: 0 8px; }
    td.num { width: 3.5em; text-align: right; color: #59636e; user-select: none; }
    td.code { white-space: pre-wrap; word-break: break-all; }
    td.removed { background: #ffebe9; }
    td.inserted { background: #dafbe1; }
    td.empty { background: #f6f8fa; }
    tr.skipped td { background: #ddf4ff; color: #59636e; padding: 2px 8px; }
    @media (prefers-color-scheme: dark) {
      body { background: #0d1117; color: #e6edf3; }
      table.diff th, td.empty { background: #161b22; border-color: #30363d; }
      td.removed { background: #3c1618; }
      td.inserted { background: #12361f; }
      tr.skipped td { background: #121d2f; }
    }
    """
}
