import Workbook

extension SourceDiff {
  /// A block of lines removed in one place and inserted, unchanged or nearly, in another: in the
  /// same file or in another file of the diff.
  public struct Move: Equatable, Sendable {
    /// 1-based, in reading order of the old side (files in `changedFiles` order, then lines).
    public let id: Int
    /// The file it leaves, on the old side.
    public let fromPath: String
    /// The lines it leaves: 0-based old line numbers.
    public let fromLines: Range<Int>
    /// The file it arrives in, on the new side.
    public let toPath: String
    /// The lines it arrives as: 0-based new line numbers.
    public let toLines: Range<Int>
    /// Whether the lines arrive as they left, but for whitespace (indentation).
    public let isExact: Bool

    public init(
      id: Int, fromPath: String, fromLines: Range<Int>, toPath: String, toLines: Range<Int>, isExact: Bool
    ) {
      self.id = id
      self.fromPath = fromPath
      self.fromLines = fromLines
      self.toPath = toPath
      self.toLines = toLines
      self.isExact = isExact
    }
  }

  /// The move that takes away this removed line (0-based, old side) of a file, if any.
  public func move(removedLine: Int, in path: String) -> Move? {
    moves.first { $0.fromPath == path && $0.fromLines.contains(removedLine) }
  }

  /// The move that brings this inserted line (0-based, new side) of a file, if any.
  public func move(insertedLine: Int, in path: String) -> Move? {
    moves.first { $0.toPath == path && $0.toLines.contains(insertedLine) }
  }

  /// How many lines moved (counted once, on the side they left).
  public var movedLineCount: Int {
    moves.reduce(0) { $0 + $1.fromLines.count }
  }

  /// How many lines were removed and inserted, moved lines left out.
  public var unmovedCounts: (removed: Int, inserted: Int) {
    changedFiles.reduce(into: (removed: 0, inserted: 0)) { counts, file in
      for line in file.diff.lines {
        switch line {
        case .same: break
        case .removed(_, let old): if move(removedLine: old, in: file.path) == nil { counts.removed += 1 }
        case .inserted(_, let new): if move(insertedLine: new, in: file.path) == nil { counts.inserted += 1 }
        }
      }
    }
  }
}

extension SourceDiff {
  /// A file's line counts with its moves: "+3 −2", "45 moved · +3 −2". Moved lines are those
  /// that leave the file and those that arrive in it from another file; + and − leave them out.
  public func countsDescription(of file: File) -> String {
    var moved = 0
    var counts = (removed: 0, inserted: 0)
    for line in file.diff.lines {
      switch line {
      case .same: break
      case .removed(_, let old):
        if move(removedLine: old, in: file.path) != nil { moved += 1 } else { counts.removed += 1 }
      case .inserted(_, let new):
        if let move = move(insertedLine: new, in: file.path) {
          if move.fromPath != file.path { moved += 1 }
        } else {
          counts.inserted += 1
        }
      }
    }
    return (moved > 0 ? "\(moved) moved · " : "") + "+\(counts.inserted) −\(counts.removed)"
  }

  /// Where a move's lines went, seen from the file they left: "MealsPresenter.swift:11", or
  /// "line 40" within the same file.
  public func destination(of move: Move) -> String {
    move.toPath == move.fromPath
      ? "line \(move.toLines.lowerBound + 1)" : "\(move.toPath):\(move.toLines.lowerBound + 1)"
  }

  /// Where a move's lines came from, seen from the file they reached.
  public func origin(of move: Move) -> String {
    move.toPath == move.fromPath
      ? "line \(move.fromLines.lowerBound + 1)" : "\(move.fromPath):\(move.fromLines.lowerBound + 1)"
  }
}
