import Workbook

extension LineDiff.Line {
  /// The line's text, whichever side it is on.
  public var text: String {
    switch self {
    case .same(let text, _, _), .removed(let text, _), .inserted(let text, _): text
    }
  }

  /// Whether the line is in both texts.
  public var isUnchanged: Bool {
    if case .same = self { true } else { false }
  }
}

extension LineDiff {
  /// A run of changes with the unchanged lines around them, as `diff -u` prints it.
  public struct Hunk: Equatable, Sendable {
    /// Where the hunk starts in the old text, as the `@@` header numbers it: the 1-based number
    /// of its first line, or of the line before it when the hunk has no old lines.
    public let oldStart: Int
    /// How many old lines (unchanged and removed) the hunk covers.
    public let oldCount: Int
    /// Where the hunk starts in the new text (numbered like `oldStart`).
    public let newStart: Int
    /// How many new lines (unchanged and inserted) the hunk covers.
    public let newCount: Int
    /// The hunk's lines, in reading order.
    public let lines: [Line]

    /// `@@ -12,7 +12,8 @@`, with a count of 1 left out, as `diff -u` writes it.
    public var header: String {
      func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
      }
      return "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@"
    }

    /// The hunk in `diff -u` form: its header, then one line per line, prefixed by ` `, `-` or `+`.
    public var unifiedLines: [String] {
      [header]
        + lines.map { line in
          switch line {
          case .same(let text, _, _): " \(text)"
          case .removed(let text, _): "-\(text)"
          case .inserted(let text, _): "+\(text)"
          }
        }
    }
  }

  /// The changes grouped into hunks with `context` unchanged lines around each change; changes
  /// separated by at most twice that many unchanged lines share a hunk (as in `diff -u`).
  public func hunks(context: Int) -> [Hunk] {
    let (oldBefore, newBefore) = linesBefore()
    return hunkRanges(context: context).map { range in
      let hunkLines = Array(lines[range])
      let oldCount = hunkLines.count { if case .inserted = $0 { false } else { true } }
      let newCount = hunkLines.count { if case .removed = $0 { false } else { true } }
      return Hunk(
        oldStart: oldBefore[range.lowerBound] + (oldCount > 0 ? 1 : 0), oldCount: oldCount,
        newStart: newBefore[range.lowerBound] + (newCount > 0 ? 1 : 0), newCount: newCount,
        lines: hunkLines)
    }
  }

  /// The positions in `lines` of each hunk: every change widened by `context` lines, merged
  /// where they touch.
  private func hunkRanges(context: Int) -> [ClosedRange<Int>] {
    // Clamped, so that "every line" (Int.max) cannot overflow.
    let context = min(max(0, context), lines.count)
    var ranges: [ClosedRange<Int>] = []
    for (index, line) in lines.enumerated() where !line.isUnchanged {
      let range = max(0, index - context)...min(lines.count - 1, index + context)
      if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
        ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
      } else {
        ranges.append(range)
      }
    }
    return ranges
  }

  /// How many old and new lines come before each line of the diff.
  private func linesBefore() -> (old: [Int], new: [Int]) {
    var old: [Int] = []
    var new: [Int] = []
    var oldSeen = 0
    var newSeen = 0
    for line in lines {
      old.append(oldSeen)
      new.append(newSeen)
      switch line {
      case .same:
        oldSeen += 1
        newSeen += 1
      case .removed: oldSeen += 1
      case .inserted: newSeen += 1
      }
    }
    return (old, new)
  }

  /// How many lines were removed and inserted.
  public var counts: (removed: Int, inserted: Int) {
    lines.reduce(into: (removed: 0, inserted: 0)) { counts, line in
      switch line {
      case .same: break
      case .removed: counts.removed += 1
      case .inserted: counts.inserted += 1
      }
    }
  }
}

// MARK: - Side by side

/// One row of a side-by-side diff: an old line on the left, a new line on the right, or a note
/// that unchanged lines were left out.
public enum SideBySideRow: Equatable, Sendable {
  /// A line of a text with its 1-based number.
  public struct NumberedLine: Equatable, Sendable {
    public let number: Int
    public let text: String

    public init(number: Int, text: String) {
      self.number = number
      self.text = text
    }
  }

  /// The same line on both sides.
  case same(old: NumberedLine, new: NumberedLine)
  /// An old line replaced by a new one.
  case changed(old: NumberedLine, new: NumberedLine)
  /// An old line with nothing facing it.
  case removed(NumberedLine)
  /// A new line with nothing facing it.
  case inserted(NumberedLine)
  /// This many unchanged lines left out.
  case skipped(Int)
}

extension LineDiff {
  /// The diff as side-by-side rows: removals face the insertions that replace them. With a
  /// `context`, unchanged lines further than that from a change are folded into `.skipped` rows;
  /// without one, every line is shown.
  /// Lines for which `unpaired` is true (moved lines) never face a line of the other side.
  public func sideBySideRows(context: Int? = nil, unpaired: (Line) -> Bool = { _ in false })
    -> [SideBySideRow]
  {
    guard let context else { return Self.rows(pairing: lines, unpaired: unpaired) }
    var rows: [SideBySideRow] = []
    var next = 0
    for range in hunkRanges(context: context) {
      // Everything between two hunks is unchanged.
      if range.lowerBound > next { rows.append(.skipped(range.lowerBound - next)) }
      rows += Self.rows(pairing: Array(lines[range]), unpaired: unpaired)
      next = range.upperBound + 1
    }
    if lines.count > next { rows.append(.skipped(lines.count - next)) }
    return rows
  }

  /// Pairs each run of removals with the run of insertions that follows it, in order; a line
  /// for which `unpaired` is true gets a row of its own, and a line found on both sides (made
  /// part of the change by `absorbingStrayLines`) faces itself.
  static func rows(pairing lines: [Line], unpaired: (Line) -> Bool = { _ in false }) -> [SideBySideRow] {
    var rows: [SideBySideRow] = []
    var removed: ArraySlice<Line> = []
    var inserted: ArraySlice<Line> = []
    func numbered(_ line: Line) -> SideBySideRow.NumberedLine {
      switch line {
      case .removed(let text, let old): .init(number: old + 1, text: text)
      case .inserted(let text, let new), .same(let text, _, let new): .init(number: new + 1, text: text)
      }
    }
    func flush() {
      while let old = removed.first, let new = inserted.first {
        if unpaired(old) {
          rows.append(.removed(numbered(removed.removeFirst())))
        } else if unpaired(new) {
          rows.append(.inserted(numbered(inserted.removeFirst())))
        } else if old.text == new.text {
          // A stray line made part of a change (`absorbingStrayLines`) faces itself ...
          rows.append(.same(old: numbered(removed.removeFirst()), new: numbered(inserted.removeFirst())))
        } else if removed.dropFirst().contains(where: { $0.text == new.text }) {
          // ... the lines before it on one side facing nothing.
          rows.append(.removed(numbered(removed.removeFirst())))
        } else if inserted.dropFirst().contains(where: { $0.text == old.text }) {
          rows.append(.inserted(numbered(inserted.removeFirst())))
        } else {
          rows.append(.changed(old: numbered(removed.removeFirst()), new: numbered(inserted.removeFirst())))
        }
      }
      rows += removed.map { .removed(numbered($0)) } + inserted.map { .inserted(numbered($0)) }
      removed = []
      inserted = []
    }
    for line in lines {
      switch line {
      case .same(let text, let old, let new):
        flush()
        rows.append(.same(old: .init(number: old + 1, text: text), new: .init(number: new + 1, text: text)))
      case .removed:
        if !inserted.isEmpty { flush() }
        removed.append(line)
      case .inserted:
        inserted.append(line)
      }
    }
    flush()
    return rows
  }
}

extension SourceDiff {
  /// A changed file's side-by-side rows (see `LineDiff.sideBySideRows`): moved lines never face
  /// a line of the other side.
  public func sideBySideRows(of file: File, context: Int? = nil) -> [SideBySideRow] {
    file.diff.sideBySideRows(context: context) { line in
      switch line {
      case .same: false
      case .removed(_, let old): move(removedLine: old, in: file.path) != nil
      case .inserted(_, let new): move(insertedLine: new, in: file.path) != nil
      }
    }
  }
}
