import Workbook

extension LineDiff {
  /// The diff with every lone trivial unchanged line (blank, or punctuation only: `}`, `{`, `})`)
  /// that splits one removed block, or one inserted block, in two made part of the change: a
  /// stray `}` matched as unchanged no longer cuts a deleted function in two. For reading only
  /// (source diffs); transcripts keep the plain diff.
  func absorbingStrayLines() -> LineDiff {
    var result: [Line] = []
    var run: [Line] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      if !line.isUnchanged {
        run.append(line)
      } else if case .same(let text, let old, let new) = line, text.isTrivialCode, !run.isEmpty,
        let next = nextRun(after: index), Self.sharesSide(run, next)
      {
        run += [.removed(text, old: old), .inserted(text, new: new)]
      } else {
        result += Self.removalsFirst(run) + [line]
        run = []
      }
      index += 1
    }
    return LineDiff(lines: result + Self.removalsFirst(run))
  }

  /// The changes right after the unchanged line at `index`, if it is alone.
  private func nextRun(after index: Int) -> [Line]? {
    let run = lines[(index + 1)...].prefix { !$0.isUnchanged }
    return run.isEmpty ? nil : Array(run)
  }

  /// Whether both runs remove lines, or both insert lines: one block split in two.
  private static func sharesSide(_ before: [Line], _ after: [Line]) -> Bool {
    (before.contains(where: \.isRemoved) && after.contains(where: \.isRemoved))
      || (before.contains(where: \.isInserted) && after.contains(where: \.isInserted))
  }

  /// A run of changes with its removals before its insertions, as `LineDiff` reads a change.
  private static func removalsFirst(_ run: [Line]) -> [Line] {
    run.filter(\.isRemoved) + run.filter(\.isInserted)
  }
}
