import Foundation
import Workbook

/// The difference between two variants' source folders, file by file: files are matched by
/// their path relative to each folder; a file only on one side is added or removed.
public struct SourceDiff: Equatable, Sendable {
  /// One file's change.
  public struct File: Equatable, Sendable {
    /// What happened to the file.
    public enum Status: String, Equatable, Sendable {
      case modified, added, removed, unchanged
    }

    /// Its path relative to both folders: "MealTableViewController.swift".
    public let path: String
    /// Its text in the old folder (nil when added).
    public let old: String?
    /// Its text in the new folder (nil when removed).
    public let new: String?
    /// The line diff (an added file is all insertions, a removed one all removals), with stray
    /// unchanged lines inside a block made part of it (`absorbingStrayLines`).
    public let diff: LineDiff

    public init(path: String, old: String?, new: String?) {
      self.path = path
      self.old = old
      self.new = new
      if let old, old == new {
        // Most files of a step are unchanged: every line the same, as the difference would say,
        // without its walk.
        diff = LineDiff(lines: LineDiff.splitLines(old).enumerated().map { .same($1, old: $0, new: $0) })
      } else {
        diff = LineDiff(old: old ?? "", new: new ?? "").absorbingStrayLines()
      }
    }

    public var status: Status {
      switch (old, new) {
      case (nil, _): .added
      case (_, nil): .removed
      default: diff.isEmpty ? .unchanged : .modified
      }
    }

    /// "+12 −3".
    public var countsDescription: String {
      let counts = diff.counts
      return "+\(counts.inserted) −\(counts.removed)"
    }
  }

  /// How the old side is named in headers: "Steps/0-Massive".
  public let oldLabel: String
  /// How the new side is named in headers: "Steps/1-Private".
  public let newLabel: String
  /// Every file of either side, sorted by path (unchanged ones included).
  public let files: [File]
  /// The files that changed, in the order a lesson reads them (see `lessonOrder`).
  public let changedFiles: [File]
  /// The blocks of lines that moved, in reading order of the old side.
  public let moves: [Move]

  /// Compares two sets of files given as path → text.
  public init(oldLabel: String, newLabel: String, oldFiles: [String: String], newFiles: [String: String]) {
    self.oldLabel = oldLabel
    self.newLabel = newLabel
    files = Set(oldFiles.keys).union(newFiles.keys).sorted(by: SourceFolder.pathOrder).map { path in
      File(path: path, old: oldFiles[path], new: newFiles[path])
    }
    let changed = files.filter { $0.status != .unchanged }
    var finder = MoveFinder(files: changed)
    let found = finder.moves()
    changedFiles = Self.lessonOrder(changed, moves: found.map { ($0.from, $0.to, $0.fromLines.count) })
    let order = Dictionary(uniqueKeysWithValues: changedFiles.enumerated().map { ($1.path, $0) })
    moves = found.sorted {
      (order[$0.from]!, $0.fromLines.lowerBound) < (order[$1.from]!, $1.fromLines.lowerBound)
    }
    .enumerated().map { index, move in
      Move(
        id: index + 1, fromPath: move.from, fromLines: move.fromLines, toPath: move.to, toLines: move.toLines,
        isExact: move.isExact)
    }
  }

  /// The order a lesson reads changed files in: the file that loses the most lines first (the
  /// massive controller, however many lines it gains in return: a VIP step removes 43 of its
  /// lines and adds 90 of wiring), then the files its code moves to (the most received first),
  /// then the rest by path.
  static func lessonOrder(_ files: [File], moves: [(from: String, to: String, lines: Int)]) -> [File] {
    func loss(_ file: File) -> Int {
      file.diff.counts.removed
    }
    guard let loser = files.max(by: { (loss($0), $1.path) < (loss($1), $0.path) }), loss(loser) > 0 else {
      return files
    }
    var received: [String: Int] = [:]
    for move in moves where move.from == loser.path && move.to != loser.path {
      received[move.to, default: 0] += move.lines
    }
    let receivers = received.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map(\.key)
    let rank = Dictionary(uniqueKeysWithValues: ([loser.path] + receivers).enumerated().map { ($1, $0) })
    return files.enumerated().sorted { left, right in
      (rank[left.element.path] ?? rank.count, left.offset) < (
        rank[right.element.path] ?? rank.count, right.offset
      )
    }.map(\.element)
  }

  /// Compares two folders on disk, recursively (hidden files left out).
  public init(old: URL, new: URL, oldLabel: String, newLabel: String) throws {
    self.init(
      oldLabel: oldLabel, newLabel: newLabel, oldFiles: try SourceFolder.textFiles(in: old),
      newFiles: try SourceFolder.textFiles(in: new))
  }

  /// Whether the two sides are the same.
  public var isEmpty: Bool {
    changedFiles.isEmpty
  }

  /// "2 files · 45 lines moved · +14 −5": moved lines counted once, and left out of the added
  /// and removed ones; without moves "1 file · +3 −2"; "no changes" when nothing changed.
  public var summary: String {
    guard !changedFiles.isEmpty else { return "no changes" }
    let counts = unmovedCounts
    let moved = movedLineCount
    return [
      "\(changedFiles.count) \(changedFiles.count == 1 ? "file" : "files")",
      moved > 0 ? "\(moved) \(moved == 1 ? "line" : "lines") moved" : nil,
      "+\(counts.inserted) −\(counts.removed)",
    ].compactMap(\.self).joined(separator: " · ")
  }
}
