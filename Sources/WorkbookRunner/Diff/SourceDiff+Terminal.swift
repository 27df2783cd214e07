import Workbook

extension SourceDiff {
  // MARK: Side by side, for a terminal

  /// The diff side by side in `width` columns: old on the left, new on the right, with
  /// `diff -y`'s markers between them (`|` changed, `<` removed, `>` added, and `↷` moved, under
  /// a note saying where to or from). Unchanged lines further than `context` from a change are
  /// folded (nil shows every line). A line too long for its half is cut, keeping its changed
  /// words in view, or with `wrap` continued on the next rows. In colour, changed words are
  /// shown in reverse video.
  public func sideBySide(width: Int, context: Int? = 3, style: TextStyle = .plain, wrap: Bool = false)
    -> String
  {
    let width = max(width, 40)
    guard !isEmpty else { return "" }
    let half = (width - 3) / 2
    var lines = [
      style.dim(
        Self.fit(oldLabel, width: half, fromLeft: true) + "   "
          + Self.fit(newLabel, width: half, fromLeft: true))
    ]
    for file in changedFiles {
      lines.append("")
      lines.append(style.bold(title(of: file, width: width)))
      lines += TerminalSideBySide(diff: self, file: file, half: half, style: style, wrap: wrap).lines(
        context: context)
    }
    return lines.map(\.trimmingTrailingSpaces).joined(separator: "\n") + "\n"
  }

  /// "── Meal.swift · modified · +12 −3 ─────", the path cut from the left when it must be.
  private func title(of file: File, width: Int) -> String {
    let details = " · \(file.status.rawValue) · \(countsDescription(of: file)) "
    let path = Self.fit(
      file.path, width: min(file.path.displayWidth, width - 4 - details.displayWidth), fromLeft: true)
    let title = "── \(path)\(details)"
    return title + String(repeating: "─", count: max(0, width - title.displayWidth))
  }

  /// A text cut or padded to exactly `width` columns (tabs as four spaces): a cut shows `…` where
  /// the text was cut, at its end, or with `fromLeft` at its start (for paths: `…ps/4-DataManager`).
  static func fit(_ text: String, width: Int, fromLeft: Bool = false) -> String {
    let text = text.replacingOccurrences(of: "\t", with: "    ")
    guard width > 0 else { return "" }
    let textWidth = text.displayWidth
    if textWidth <= width { return text + String(repeating: " ", count: width - textWidth) }
    var kept: [Character] = []
    var keptWidth = 0
    for character in fromLeft ? Array(text.reversed()) : Array(text) {
      guard keptWidth + character.displayWidth <= width - 1 else { break }
      kept.append(character)
      keptWidth += character.displayWidth
    }
    let padding = String(repeating: " ", count: width - 1 - keptWidth)
    return fromLeft ? "…" + String(kept.reversed()) + padding : String(kept) + "…" + padding
  }
}
