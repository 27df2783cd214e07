import Workbook

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
    var removed: [Line] = []
    var inserted: [Line] = []
    func flush() {
      rows += pairedRows(removed, inserted, unpaired: unpaired)
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

  /// The rows of one run of removals and the insertions that follow it.
  private static func pairedRows(_ removed: [Line], _ inserted: [Line], unpaired: (Line) -> Bool)
    -> [SideBySideRow]
  {
    var rows: [SideBySideRow] = []
    var removed = removed[...]
    var inserted = inserted[...]
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
    return rows + removed.map { .removed(numbered($0)) } + inserted.map { .inserted(numbered($0)) }
  }

  /// A line with its 1-based number on its own side (a line on both sides: the new one).
  private static func numbered(_ line: Line) -> SideBySideRow.NumberedLine {
    switch line {
    case .removed(let text, let old): .init(number: old + 1, text: text)
    case .inserted(let text, let new), .same(let text, _, let new): .init(number: new + 1, text: text)
    }
  }
}
