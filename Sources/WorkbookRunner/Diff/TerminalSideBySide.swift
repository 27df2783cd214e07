import Workbook

/// One changed file of a side-by-side diff, drawn for a terminal: each half a line number and
/// the line's text, cut or wrapped to its width in columns, changed words and moves marked.
struct TerminalSideBySide {
  /// How a character is painted.
  enum Paint {
    case plain, removed, inserted, removedWord, insertedWord, moved, note
  }

  /// A line's characters with their paint, tabs expanded.
  typealias Text = [(character: Character, paint: Paint)]

  let diff: SourceDiff
  let file: SourceDiff.File
  let style: TextStyle
  let wrap: Bool
  /// Columns for a line number, and for a line's text.
  let numberWidth: Int
  let textWidth: Int

  init(diff: SourceDiff, file: SourceDiff.File, half: Int, style: TextStyle, wrap: Bool) {
    self.diff = diff
    self.file = file
    self.style = style
    self.wrap = wrap
    let count = max(LineDiff.splitLines(file.old ?? "").count, LineDiff.splitLines(file.new ?? "").count)
    numberWidth = max(2, String(count).count)
    textWidth = max(1, half - numberWidth - 1)
  }

  /// The file's rows, unchanged lines further than `context` from a change folded.
  func lines(context: Int?) -> [String] {
    diff.sideBySideRows(of: file, context: context).flatMap { row in notes(before: row) + rendered(row) }
  }

  // MARK: - Rows

  private func rendered(_ row: SideBySideRow) -> [String] {
    switch row {
    case .same(let old, let new):
      return joined(half(old, .plain), "   ", half(new, .plain))
    case .changed(let old, let new):
      let words = WordDiff(old: old.text, new: new.text)
      return joined(
        half(old, .removed, changed: words.old), " " + style.yellow("|") + " ",
        half(new, .inserted, changed: words.new))
    case .removed(let old):
      let moved = diff.move(removedLine: old.number - 1, in: file.path) != nil
      return joined(
        half(old, moved ? .moved : .removed), " " + (moved ? style.cyan("↷") : style.red("<")), [])
    case .inserted(let new):
      let moved = diff.move(insertedLine: new.number - 1, in: file.path) != nil
      return joined(
        [], " " + (moved ? style.cyan("↷") : style.green(">")) + " ", half(new, moved ? .moved : .inserted))
    case .skipped(let count):
      return [blank(numberWidth + 1) + style.dim("⋯ \(count) unchanged \(count == 1 ? "line" : "lines")")]
    }
  }

  /// "↷ moved to MealsPresenter.swift:11" above the first line of a move that leaves, "↷ moved
  /// from …" above the first line of one that arrives.
  private func notes(before row: SideBySideRow) -> [String] {
    let (old, new): (SideBySideRow.NumberedLine?, SideBySideRow.NumberedLine?) =
      switch row {
      case .same(let old, let new), .changed(let old, let new): (old, new)
      case .removed(let old): (old, nil)
      case .inserted(let new): (nil, new)
      case .skipped: (nil, nil)
      }
    var lines: [String] = []
    if let old, let move = diff.move(removedLine: old.number - 1, in: file.path),
      move.fromLines.lowerBound == old.number - 1
    {
      // The row's right half is empty: the note may run across it.
      lines.append(note("↷ moved to ", diff.destination(of: move), width: 2 * textWidth + numberWidth + 4))
    }
    if let new, let move = diff.move(insertedLine: new.number - 1, in: file.path),
      move.toLines.lowerBound == new.number - 1
    {
      lines += joined([], "   ", [note("↷ moved from ", diff.origin(of: move), width: textWidth)])
    }
    return lines
  }

  /// A note in a half's text column: "↷ moved to MealsPresenter.swift:11", the place cut from
  /// the left when it must be (`…Presenter.swift:11`).
  private func note(_ text: String, _ place: String, width: Int) -> String {
    let placeWidth = max(1, min(place.displayWidth, width - text.displayWidth))
    let fitted = SourceDiff.fit(place, width: placeWidth, fromLeft: true)
    return blank(numberWidth + 1)
      + painted(Self.cut((text + fitted).map { ($0, .note) }, width: width, keeping: nil))
  }

  /// The rows of two halves side by side, the marker on the first.
  private func joined(_ left: [String], _ marker: String, _ right: [String]) -> [String] {
    (0..<max(left.count, right.count, 1)).map { index in
      let leftPart = index < left.count ? left[index] : blank(numberWidth + 1 + textWidth)
      let rightPart = index < right.count ? right[index] : ""
      return leftPart + (index == 0 ? marker : (rightPart.isEmpty ? "" : "   ")) + rightPart
    }
  }

  // MARK: - Halves

  /// A numbered line in its half: one row, cut to fit, or with `wrap` as many as it needs.
  private func half(_ line: SideBySideRow.NumberedLine, _ paint: Paint, changed: [Range<Int>] = [])
    -> [String]
  {
    var text: Text = []
    var kept: Range<Int>?
    for (offset, character) in line.text.enumerated() {
      let isChanged = changed.contains { $0.contains(offset) }
      if isChanged { kept = (kept?.lowerBound ?? text.count)..<(text.count + 1) }
      let painted = isChanged ? (paint == .removed ? Paint.removedWord : .insertedWord) : paint
      text += character == "\t" ? Array(repeating: (" ", painted), count: 4) : [(character, painted)]
    }
    let rows = wrap ? Self.wrapped(text, width: textWidth) : [Self.cut(text, width: textWidth, keeping: kept)]
    let number = String(line.number)
    return rows.enumerated().map { index, row in
      let prefix = index == 0 ? style.dim(blank(numberWidth - number.count) + number) : blank(numberWidth)
      return prefix + " " + painted(row) + blank(textWidth - row.map(\.character.displayWidth).reduce(0, +))
    }
  }

  private func painted(_ text: Text) -> String {
    var result = ""
    var start = text.startIndex
    while start < text.endIndex {
      let kind = text[start].paint
      let end = text[start...].firstIndex { $0.paint != kind } ?? text.endIndex
      result += painted(String(text[start..<end].map(\.character)), kind)
      start = end
    }
    return result
  }

  private func painted(_ text: String, _ kind: Paint) -> String {
    switch kind {
    case .plain: text
    case .removed: style.red(text)
    case .inserted: style.green(text)
    case .removedWord: style.red(style.reverse(text))
    case .insertedWord: style.green(style.reverse(text))
    case .moved: style.cyan(text)
    case .note: style.dim(text)
    }
  }

  private func blank(_ count: Int) -> String {
    String(repeating: " ", count: max(0, count))
  }

  // MARK: - Cutting and wrapping

  /// The text in at most `width` columns. A cut loses the end (shown as `…`), unless that would
  /// hide the `kept` characters (the changed words): then the start goes instead, and as much of
  /// the line before them (and after them, to its end, when that fits too) as fits stays.
  static func cut(_ text: Text, width: Int, keeping kept: Range<Int>?) -> Text {
    let widths = text.map(\.character.displayWidth)
    guard widths.reduce(0, +) > width else { return text }
    var start = 0
    if let kept, widths[..<kept.upperBound].reduce(0, +) > width - 1 {
      // The line's end too when it fits beside the change, else the change and a `…`.
      let toEnd = widths[kept.lowerBound...].reduce(0, +) <= width - 1
      let budget = width - 1 - (toEnd || kept.upperBound == text.count ? 0 : 1)
      var used = widths[toEnd ? kept.lowerBound..<text.count : kept].reduce(0, +)
      start = kept.lowerBound
      while start > 0, used + widths[start - 1] <= budget {
        used += widths[start - 1]
        start -= 1
      }
    }
    var result: Text = start > 0 ? [("…", .plain)] : []
    var used = result.count
    if used + widths[start...].reduce(0, +) <= width { return result + text[start...] }
    for index in start..<text.count {
      guard used + widths[index] <= width - 1 else { break }
      result.append(text[index])
      used += widths[index]
    }
    return result + [("…", .plain)]
  }

  /// The text in rows of at most `width` columns.
  static func wrapped(_ text: Text, width: Int) -> [Text] {
    var rows: [Text] = [[]]
    var used = 0
    for item in text {
      let itemWidth = item.character.displayWidth
      if used + itemWidth > width, !rows[rows.count - 1].isEmpty {
        rows.append([])
        used = 0
      }
      rows[rows.count - 1].append(item)
      used += itemWidth
    }
    return rows
  }
}
