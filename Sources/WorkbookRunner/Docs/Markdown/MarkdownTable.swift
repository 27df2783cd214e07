import Foundation

/// A GitHub table: a header row, a delimiter row (`|---|:--:|`), then rows up to a blank line.
/// Cells split at every `|` not escaped — inside code spans too, as on GitHub: a pipe in a cell's
/// code is written `\|`, and shows as `|`.
struct MarkdownTable {
  let header: [String]
  let alignments: [String?]
  let rows: [[String]]

  /// The lines the table spans.
  var lineCount: Int { rows.count + 2 }

  /// The table starting at `index`; nil when the next line is not a delimiter row.
  init?(_ lines: [Substring], at index: Int) {
    guard index + 1 < lines.count, lines[index].contains("|"),
      let alignments = Self.alignments(lines[index + 1])
    else { return nil }
    let header = Self.cells(lines[index])
    guard header.count == alignments.count else { return nil }
    self.header = header
    self.alignments = alignments
    var rows: [[String]] = []
    var next = index + 2
    while next < lines.count, !MarkdownHTML.isBlank(lines[next]),
      !MarkdownHTML.interruptsParagraph(lines[next])
    {
      rows.append(Self.cells(lines[next]))
      next += 1
    }
    self.rows = rows
  }

  /// The table in a box of its own that scrolls sideways when it is wider than the page.
  func html(_ inline: MarkdownInline) -> String {
    func row(_ cells: [String], _ tag: String) -> String {
      let cells = alignments.indices.map { column in
        let style = alignments[column].map { " style=\"text-align: \($0)\"" } ?? ""
        let text = column < cells.count ? cells[column] : ""
        return "<\(tag)\(style)>\(inline.html(text))</\(tag)>"
      }
      return "<tr>" + cells.joined() + "</tr>"
    }
    return "<div class=\"table\"><table>\n<thead>\n" + row(header, "th") + "\n</thead>\n<tbody>\n"
      + rows.map { row($0, "td") }.joined(separator: "\n") + (rows.isEmpty ? "" : "\n")
      + "</tbody>\n</table></div>"
  }

  /// A row's cells, trimmed; the outer pipes are optional, `\|` is a pipe inside a cell.
  static func cells(_ line: Substring) -> [String] {
    var text = line.trimmingCharacters(in: .whitespaces)
    if text.hasPrefix("|") { text.removeFirst() }
    if text.hasSuffix("|") && !text.hasSuffix("\\|") { text.removeLast() }
    var cells: [String] = []
    var cell = ""
    var escaped = false
    for character in text {
      if escaped {
        // `\|` is a pipe; any other escape is the inline renderer's.
        cell += character == "|" ? "|" : "\\\(character)"
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "|" {
        cells.append(cell.trimmingCharacters(in: .whitespaces))
        cell = ""
      } else {
        cell.append(character)
      }
    }
    if escaped { cell.append("\\") }
    return cells + [cell.trimmingCharacters(in: .whitespaces)]
  }

  /// The delimiter row's alignment per column, nil when the line is not one.
  static func alignments(_ line: Substring) -> [String?]? {
    guard line.contains("-") else { return nil }
    var alignments: [String?] = []
    for cell in cells(line) {
      guard !cell.isEmpty, cell.allSatisfy({ $0 == "-" || $0 == ":" }), cell.contains("-"),
        !cell.dropFirst().dropLast().contains(":")
      else { return nil }
      switch (cell.hasPrefix(":"), cell.hasSuffix(":")) {
      case (true, true): alignments.append("center")
      case (false, true): alignments.append("right")
      case (true, false): alignments.append("left")
      case (false, false): alignments.append(nil)
      }
    }
    return alignments
  }
}
