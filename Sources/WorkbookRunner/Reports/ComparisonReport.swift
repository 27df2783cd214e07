import Workbook

/// `workbook compare`: a chapter's architectures side by side, as a table for the terminal and as
/// Markdown for the chapter's page and lesson.
enum ComparisonReport {
  /// The table's rows: a label and one cell per column.
  static func rows(_ comparison: ArchitectureComparison) -> [(label: String, cells: [String])] {
    let measures = comparison.columns.map(\.measures)
    func row(_ label: String, _ value: (SourceMeasures) -> Int?) -> (String, [String]) {
      (label, measures.map { value($0).map(String.init) ?? "—" })
    }
    return [
      row("lines of \(comparison.controller ?? "the view controller")") { $0.controller?.lines },
      row("lines of the largest type") { $0.largestType?.lines },
      row("files") { $0.files },
      row("types") { $0.types },
      row("protocols") { $0.protocols },
      row("types testable without a screen") { $0.testable.count },
      row("protocols their tests double") { $0.doubles.count },
      ("lines carried word for word elsewhere", ["—"] + measures.dropFirst().map { "\($0.moved)" }),
    ]
  }

  /// For each column, what the numbers are made of: the largest type, where the moved lines went,
  /// the testable types and their doubles.
  static func details(_ column: ArchitectureComparison.Column) -> [String] {
    let measures = column.measures
    var details: [String] = []
    if let largest = measures.largestType {
      details.append("largest type: \(largest.name) (\(largest.lines))")
    }
    if !measures.movedTo.isEmpty {
      details.append(
        "carried to: " + measures.movedTo.map { "\($0.name) \($0.lines)" }.joined(separator: ", "))
    }
    let testable = measures.testable.map { type in
      type.name + (type.doubles.isEmpty ? "" : " (doubles: \(type.doubles.joined(separator: ", ")))")
    }
    details.append(
      "testable without a screen: " + (testable.isEmpty ? "none" : testable.joined(separator: ", ")))
    return details
  }

  /// The table for a terminal: labels on the left, a column per variant.
  static func rendered(_ comparison: ArchitectureComparison, style: TextStyle) -> String {
    let rows = rows(comparison)
    let header = comparison.columns.map(\.variant)
    let names = comparison.columns.map(\.name)
    let labelWidth = rows.map(\.label.count).max() ?? 0
    let widths = comparison.columns.indices.map { index in
      ([header[index], names[index]] + rows.map { $0.cells[index] }).map(\.count).max() ?? 0
    }
    func line(_ label: String, _ cells: [String]) -> String {
      let padded = zip(cells, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }
      return
        ("  " + label + String(repeating: " ", count: labelWidth - label.count) + "  "
        + padded.joined(separator: "  ")).trimmingTrailingSpaces
    }
    var lines = [
      style.bold("\(comparison.number) \(comparison.chapter)")
        + ": the massive start and each architecture it ends in, measured from the sources", "",
      line("", header), style.dim(line("", names)),
    ]
    lines += rows.map { line($0.label, $0.cells) }
    lines.append("")
    for column in comparison.columns {
      lines.append("  " + style.bold("\(column.variant) (\(column.name))"))
      lines += details(column).map { "    " + $0 }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The same as Markdown: a table, then a line per column.
  static func markdown(_ comparison: ArchitectureComparison) -> String {
    let columns = comparison.columns
    var lines = [
      "| | " + columns.map { "\($0.variant) · \($0.name)" }.joined(separator: " | ") + " |",
      "|---|" + String(repeating: "---:|", count: columns.count),
    ]
    lines += rows(comparison).map { "| \($0.label) | " + $0.cells.joined(separator: " | ") + " |" }
    lines.append("")
    lines += columns.map { column in
      "- **\(column.variant)** (\(column.name)): " + details(column).joined(separator: "; ") + "."
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
