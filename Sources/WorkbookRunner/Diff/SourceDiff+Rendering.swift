import Workbook

extension SourceDiff {
  /// The name of a file on one side, as a patch header gives it: "Steps/0-Massive/Meal.swift",
  /// or "/dev/null" when it does not exist on that side.
  private func headerName(of file: File, old: Bool) -> String {
    let exists = old ? file.old != nil : file.new != nil
    guard exists else { return "/dev/null" }
    let label = old ? oldLabel : newLabel
    return label.isEmpty ? file.path : "\(label)/\(file.path)"
  }

  // MARK: Unified

  /// The diff as `diff -u` prints it, file after file: `---`/`+++` headers, `@@` hunks with
  /// `context` lines of context. Empty when nothing changed.
  public func unified(context: Int = 3, style: TextStyle = .plain) -> String {
    var lines: [String] = []
    for file in changedFiles {
      lines.append(style.bold("--- \(headerName(of: file, old: true))"))
      lines.append(style.bold("+++ \(headerName(of: file, old: false))"))
      for hunk in file.diff.hunks(context: context) {
        for line in hunk.unifiedLines {
          switch line.first {
          case "@": lines.append(style.cyan(line))
          case "-": lines.append(style.red(line))
          case "+": lines.append(style.green(line))
          default: lines.append(line)
          }
        }
      }
    }
    return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }

  // MARK: Markdown

  /// The diff for Markdown documents: per changed file a heading (its path, what happened, the
  /// line counts) and a fenced `diff` block of its hunks.
  public func markdown(context: Int = 3, headingLevel: Int = 3) -> String {
    let hashes = String(repeating: "#", count: max(1, headingLevel))
    var blocks: [String] = []
    for file in changedFiles {
      let body = file.diff.hunks(context: context).flatMap(\.unifiedLines)
      let fence = Self.fence(for: body)
      blocks.append(
        """
        \(hashes) `\(file.path)` — \(file.status.rawValue), \(file.countsDescription)

        \(fence)diff
        \(body.joined(separator: "\n"))
        \(fence)
        """)
    }
    return blocks.isEmpty ? "" : blocks.joined(separator: "\n\n") + "\n"
  }

  /// A backtick fence longer than any run of backticks that starts a line of the body.
  static func fence(for body: [String]) -> String {
    let longest =
      body.map { line in line.drop(while: { $0 != "`" }).prefix(while: { $0 == "`" }).count }.max() ?? 0
    return String(repeating: "`", count: max(3, longest + 1))
  }

  // MARK: Side by side, for a terminal

  /// The diff side by side in `width` columns: old on the left, new on the right, with
  /// `diff -y`'s markers between them (`|` changed, `<` removed, `>` added). Unchanged lines
  /// further than `context` from a change are folded (nil shows every line).
  public func sideBySide(width: Int, context: Int? = 3, style: TextStyle = .plain) -> String {
    let width = max(width, 40)
    guard !isEmpty else { return "" }
    let half = (width - 3) / 2
    var lines = [style.dim(Self.fit(oldLabel, width: half) + "   " + Self.fit(newLabel, width: half))]
    for file in changedFiles {
      lines.append("")
      let title = "── \(file.path) · \(file.status.rawValue) · \(file.countsDescription) "
      let fill = String(repeating: "─", count: max(0, width - title.count))
      lines.append(style.bold(title + fill))
      let oldLines = LineDiff.splitLines(file.old ?? "")
      let newLines = LineDiff.splitLines(file.new ?? "")
      let numberWidth = max(2, String(max(oldLines.count, newLines.count)).count)
      // Each half: number, space, text; the halves are joined by " | ".
      let textWidth = half - numberWidth - 1
      func cell(_ line: SideBySideRow.NumberedLine?, paint: (String) -> String) -> String {
        guard let line else { return String(repeating: " ", count: numberWidth + 1 + textWidth) }
        let number = String(line.number)
        let padding = String(repeating: " ", count: numberWidth - number.count)
        return style.dim(padding + number) + " " + paint(Self.fit(line.text, width: textWidth))
      }
      let plain: (String) -> String = { $0 }
      for row in file.diff.sideBySideRows(context: context) {
        let line: String
        switch row {
        case .same(let old, let new):
          line = cell(old, paint: plain) + "   " + cell(new, paint: plain)
        case .changed(let old, let new):
          line = cell(old, paint: style.red) + " " + style.yellow("|") + " " + cell(new, paint: style.green)
        case .removed(let old):
          line = cell(old, paint: style.red) + " " + style.red("<")
        case .inserted(let new):
          line = cell(nil, paint: plain) + " " + style.green(">") + " " + cell(new, paint: style.green)
        case .skipped(let count):
          line =
            String(repeating: " ", count: numberWidth + 1)
            + style.dim("⋯ \(count) unchanged \(count == 1 ? "line" : "lines")")
        }
        lines.append(Self.trimmingTrailingSpaces(line))
      }
    }
    return lines.map(Self.trimmingTrailingSpaces).joined(separator: "\n") + "\n"
  }

  /// A line cut or padded to exactly `width` characters (tabs as four spaces; a cut shows `…`).
  static func fit(_ text: String, width: Int) -> String {
    let text = text.replacingOccurrences(of: "\t", with: "    ")
    guard width > 0 else { return "" }
    if text.count > width { return String(text.prefix(width - 1)) + "…" }
    return text + String(repeating: " ", count: width - text.count)
  }

  private static func trimmingTrailingSpaces(_ line: String) -> String {
    var line = Substring(line)
    while line.last == " " { line = line.dropLast() }
    return String(line)
  }

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
