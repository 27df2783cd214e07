import Workbook

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
  func hunkRanges(context: Int) -> [ClosedRange<Int>] {
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
