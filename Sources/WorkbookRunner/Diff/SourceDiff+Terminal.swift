import Workbook

extension SourceDiff {
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
}
