import SwiftScanning
import Workbook

/// One changed file of the HTML diff page: a heading, then its rows in blocks (a run of
/// unchanged lines, folded into `<details>` when long; a run of changes). Each line is a side
/// (`old` or `new`) holding a `num` and a `code` cell; a row holds both sides, or one for a file
/// only on one side, which then takes the whole width.
struct HTMLDiffFile {
  let diff: SourceDiff
  let file: SourceDiff.File
  /// 1-based, for its anchor: `file-2`.
  let number: Int
  /// Unchanged lines kept around a change; nil keeps every line.
  let context: Int?
  private let oldLexemes: [[SwiftLexeme]]?
  private let newLexemes: [[SwiftLexeme]]?
  /// Changed words of the lines of edited moves (a block that moved with small changes), by
  /// side and 0-based line: each line faces the line at the same place in the other end.
  private let moveMarks: [Side: [Int: [Range<Int>]]]

  init(
    diff: SourceDiff, file: SourceDiff.File, number: Int, context: Int?,
    lexemes: (String) -> [[SwiftLexeme]] = SwiftLexer.lines(of:)
  ) {
    self.diff = diff
    self.file = file
    self.number = number
    self.context = context
    let isSwift = file.path.hasSuffix(".swift")
    oldLexemes = isSwift ? file.old.map(lexemes) : nil
    newLexemes = isSwift ? file.new.map(lexemes) : nil
    moveMarks = Self.moveMarks(diff, file)
  }

  private static func moveMarks(_ diff: SourceDiff, _ file: SourceDiff.File) -> [Side: [Int: [Range<Int>]]] {
    var marks: [Side: [Int: [Range<Int>]]] = [.old: [:], .new: [:]]
    func lines(_ path: String, old: Bool) -> [String] {
      let file = diff.files.first { $0.path == path }
      return LineDiff.splitLines((old ? file?.old : file?.new) ?? "")
    }
    for move in diff.moves where !move.isExact && move.fromLines.count == move.toLines.count {
      guard move.fromPath == file.path || move.toPath == file.path else { continue }
      let (from, to) = (lines(move.fromPath, old: true), lines(move.toPath, old: false))
      for (old, new) in zip(move.fromLines, move.toLines) where old < from.count && new < to.count {
        let words = WordDiff(old: from[old], new: to[new])
        if move.fromPath == file.path { marks[.old]?[old] = words.old }
        if move.toPath == file.path { marks[.new]?[new] = words.new }
      }
    }
    return marks
  }

  enum Side: String, Hashable {
    case old, new
  }

  var html: String {
    let oneSide = file.old == nil || file.new == nil
    let lineCount = max(
      file.old.map(LineDiff.splitLines)?.count ?? 0, file.new.map(LineDiff.splitLines)?.count ?? 0)
    var parts = [
      "<section class=\"file\" id=\"file-\(number)\">",
      "<h2><code>\(HTMLPage.escape(file.path))</code> <span class=\"status\">\(file.status.rawValue), "
        + "\(HTMLPage.escape(diff.countsDescription(of: file)))</span></h2>",
      "<div class=\"diff digits-\(min(6, String(lineCount).count))\(oneSide ? " one-side" : "")\">",
      "<div class=\"row head\">"
        + [Side.old, .new].filter(shows).map { side in
          "<div class=\"\(side)\">\(HTMLPage.escape(diff.headerName(of: file, old: side == .old)))</div>"
        }.joined() + "</div>",
    ]
    parts += blocks()
    parts += ["</div>", "</section>"]
    return parts.joined(separator: "\n")
  }

  /// Whether a side has a column: both do, but for a file added or removed.
  private func shows(_ side: Side) -> Bool {
    side == .old ? file.old != nil : file.new != nil
  }

  // MARK: Blocks

  /// The rows grouped into runs of unchanged lines and runs of changes, unchanged runs folded.
  private func blocks() -> [String] {
    let rows = diff.sideBySideRows(of: file)
    var runs: [(same: Bool, rows: ArraySlice<SideBySideRow>)] = []
    for (index, row) in rows.enumerated() {
      let same = if case .same = row { true } else { false }
      if let last = runs.last, last.same == same {
        runs[runs.count - 1].rows = rows[last.rows.startIndex...index]
      } else {
        runs.append((same, rows[index...index]))
      }
    }
    return runs.enumerated().flatMap { index, run in
      run.same
        ? unchangedBlocks(run.rows, first: index == 0, last: index == runs.count - 1)
        : [block("change", run.rows)]
    }
  }

  /// An unchanged run: `context` lines kept next to each change, the rest folded.
  private func unchangedBlocks(_ rows: ArraySlice<SideBySideRow>, first: Bool, last: Bool) -> [String] {
    guard let context else { return [block("same", rows)] }
    let head = first ? 0 : context
    let tail = last ? 0 : context
    let hidden = rows.count - head - tail
    // Folding one line would take as much room as showing it.
    guard hidden > 1 else { return [block("same", rows)] }
    let start = rows.startIndex
    var blocks: [String] = []
    if head > 0 { blocks.append(block("same", rows[start..<start + head])) }
    blocks.append(
      "<details class=\"fold\"><summary>⋯ \(hidden) unchanged \(hidden == 1 ? "line" : "lines")</summary>\n"
        + block("same", rows[(start + head)..<(start + head + hidden)]) + "\n</details>")
    if tail > 0 { blocks.append(block("same", rows[(rows.endIndex - tail)...])) }
    return blocks
  }

  private func block(_ kind: String, _ rows: ArraySlice<SideBySideRow>) -> String {
    (["<div class=\"block \(kind)\">"] + rows.map(row) + ["</div>"]).joined(separator: "\n")
  }

  // MARK: Rows

  private func row(_ row: SideBySideRow) -> String {
    switch row {
    case .same(let old, let new):
      // The same text, lexed the same on both sides (almost always): highlighted once.
      let code = lexemes(old, .old) == lexemes(new, .new) ? highlighted(old, .old, marks: []) : nil
      return
        "<div class=\"row\">\(line(old, .old, "same", code: code))"
        + "\(line(new, .new, "same", code: code, oldNumber: old.number))</div>"
    case .changed(let old, let new):
      let words = WordDiff(old: old.text, new: new.text)
      return "<div class=\"row\">\(line(old, .old, "removed", marks: words.old))"
        + "\(line(new, .new, "inserted", marks: words.new))</div>"
    case .removed(let old):
      return moveNote(old, .old) + "<div class=\"row\">\(line(old, .old, "removed"))\(empty(.new))</div>"
    case .inserted(let new):
      return moveNote(new, .new) + "<div class=\"row\">\(empty(.old))\(line(new, .new, "inserted"))</div>"
    case .skipped(let count):
      return "<div class=\"row skipped\">⋯ \(count) unchanged \(count == 1 ? "line" : "lines")</div>"
    }
  }

  private func empty(_ side: Side) -> String {
    shows(side) ? "<div class=\"\(side) empty\"></div>" : ""
  }

  /// The move a removed (old side) or inserted (new side) line belongs to.
  private func move(_ line: SideBySideRow.NumberedLine, _ side: Side) -> SourceDiff.Move? {
    side == .old
      ? diff.move(removedLine: line.number - 1, in: file.path)
      : diff.move(insertedLine: line.number - 1, in: file.path)
  }

  /// Above a move's first line: where it went, or where it came from, linked.
  private func moveNote(_ line: SideBySideRow.NumberedLine, _ side: Side) -> String {
    guard let move = move(line, side) else { return "" }
    let first = side == .old ? move.fromLines.lowerBound : move.toLines.lowerBound
    guard line.number - 1 == first else { return "" }
    let (text, target) =
      side == .old
      ? ("moved to \(diff.destination(of: move))", "to") : ("moved from \(diff.origin(of: move))", "from")
    let note =
      "<div class=\"\(side) note\"><a href=\"#move-\(move.id)-\(target)\">\(HTMLPage.escape(text))"
      + "\(move.isExact ? "" : " (edited)")</a></div>"
    let other = side == .old ? Side.new : .old
    return "<div class=\"row note\">" + (side == .old ? note + empty(other) : empty(other) + note) + "</div>"
  }

  /// One side of a row: the line's number and its highlighted code.
  private func line(
    _ line: SideBySideRow.NumberedLine, _ side: Side, _ kind: String, marks: [Range<Int>] = [],
    code: String? = nil, oldNumber: Int? = nil
  ) -> String {
    var classes = "\(side) \(kind)"
    var id = ""
    var marks = marks
    if kind != "same", let move = move(line, side) {
      marks = moveMarks[side]?[line.number - 1] ?? marks
      classes += " moved move-\(move.id % 2 == 1 ? "a" : "b")"
      let first = side == .old ? move.fromLines.lowerBound : move.toLines.lowerBound
      if line.number - 1 == first { id = " id=\"move-\(move.id)-\(side == .old ? "from" : "to")\"" }
    }
    let code = code ?? highlighted(line, side, marks: marks)
    // An unchanged line's new side also carries its old number, which the stacked layout shows in
    // the old numbers' column (the old side is hidden there).
    let old = oldNumber.map { " data-old=\"\($0)\"" } ?? ""
    return "<div class=\"\(classes)\"\(id)><span class=\"num\"\(old)>\(line.number)</span>"
      + "<span class=\"code\">\(code)</span></div>"
  }

  /// A line's lexemes, from its file's (nil for a file that is not Swift).
  private func lexemes(_ line: SideBySideRow.NumberedLine, _ side: Side) -> [SwiftLexeme]? {
    let lexemes = side == .old ? oldLexemes : newLexemes
    return lexemes.flatMap { line.number <= $0.count ? $0[line.number - 1] : nil }
  }

  private func highlighted(_ line: SideBySideRow.NumberedLine, _ side: Side, marks: [Range<Int>]) -> String {
    HighlightedCode.html(
      line.text, lexemes: lexemes(line, side), marks: marks, tag: side == .old ? "del" : "ins")
  }
}
