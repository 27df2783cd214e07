import Workbook

extension SourceDiff {
  /// What `workbook diff --json` writes: the summary, the changed files in lesson order with
  /// their hunks, and the moves. Line numbers are 1-based, as in hunk headers; a moved line names
  /// its move's id; a changed line facing another names its changed words as Character ranges
  /// `[start, end)`.
  struct Report: Encodable {
    struct Lines: Encodable {
      let path: String
      /// First and last line, 1-based.
      let first: Int
      let last: Int
    }

    struct MoveEntry: Encodable {
      let id: Int
      let from: Lines
      let to: Lines
      let exact: Bool
    }

    struct Line: Encodable {
      let kind: String
      let old: Int?
      let new: Int?
      let text: String
      let move: Int?
      let words: [[Int]]?
    }

    struct Hunk: Encodable {
      let header: String
      let lines: [Line]
    }

    struct FileEntry: Encodable {
      let path: String
      let status: String
      let inserted: Int
      let removed: Int
      let hunks: [Hunk]
    }

    let old: String
    let new: String
    let summary: String
    let files: [FileEntry]
    let moves: [MoveEntry]
  }

  /// The diff as `--json` reports it, with `context` lines around each change.
  func report(context: Int) -> Report {
    Report(
      old: oldLabel, new: newLabel, summary: summary,
      files: changedFiles.map { file in
        let words = changedWords(of: file)
        return Report.FileEntry(
          path: file.path, status: file.status.rawValue, inserted: file.diff.counts.inserted,
          removed: file.diff.counts.removed,
          hunks: file.diff.hunks(context: context).map { hunk in
            Report.Hunk(
              header: hunk.header, lines: hunk.lines.map { reportLine($0, file: file, words: words) })
          })
      },
      moves: moves.map { move in
        Report.MoveEntry(
          id: move.id,
          from: .init(
            path: move.fromPath, first: move.fromLines.lowerBound + 1, last: move.fromLines.upperBound),
          to: .init(path: move.toPath, first: move.toLines.lowerBound + 1, last: move.toLines.upperBound),
          exact: move.isExact)
      })
  }

  private func reportLine(_ line: LineDiff.Line, file: File, words: ChangedWords) -> Report.Line {
    func ranges(_ ranges: [Range<Int>]?) -> [[Int]]? {
      ranges.map { $0.map { [$0.lowerBound, $0.upperBound] } }
    }
    switch line {
    case .same(let text, let old, let new):
      return .init(kind: "same", old: old + 1, new: new + 1, text: text, move: nil, words: nil)
    case .removed(let text, let old):
      return .init(
        kind: "removed", old: old + 1, new: nil, text: text, move: move(removedLine: old, in: file.path)?.id,
        words: ranges(words.old[old]))
    case .inserted(let text, let new):
      return .init(
        kind: "inserted", old: nil, new: new + 1, text: text,
        move: move(insertedLine: new, in: file.path)?.id,
        words: ranges(words.new[new]))
    }
  }

  /// The changed words of every pair of lines that face each other side by side, by 0-based line
  /// number on each side.
  struct ChangedWords {
    var old: [Int: [Range<Int>]] = [:]
    var new: [Int: [Range<Int>]] = [:]
  }

  func changedWords(of file: File) -> ChangedWords {
    var words = ChangedWords()
    for case .changed(let old, let new) in sideBySideRows(of: file) {
      let diff = WordDiff(old: old.text, new: new.text)
      words.old[old.number - 1] = diff.old
      words.new[new.number - 1] = diff.new
    }
    return words
  }
}
