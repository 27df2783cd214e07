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
    /// The line diff (an added file is all insertions, a removed one all removals).
    public let diff: LineDiff

    public init(path: String, old: String?, new: String?) {
      self.path = path
      self.old = old
      self.new = new
      diff = LineDiff(old: old ?? "", new: new ?? "")
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

  /// Compares two sets of files given as path → text.
  public init(oldLabel: String, newLabel: String, oldFiles: [String: String], newFiles: [String: String]) {
    self.oldLabel = oldLabel
    self.newLabel = newLabel
    files = Set(oldFiles.keys).union(newFiles.keys).sorted(by: SourceFolder.pathOrder).map { path in
      File(path: path, old: oldFiles[path], new: newFiles[path])
    }
  }

  /// Compares two folders on disk, recursively (hidden files left out).
  public init(old: URL, new: URL, oldLabel: String, newLabel: String) throws {
    self.init(
      oldLabel: oldLabel, newLabel: newLabel, oldFiles: try SourceFolder.textFiles(in: old),
      newFiles: try SourceFolder.textFiles(in: new))
  }

  /// The files that changed.
  public var changedFiles: [File] {
    files.filter { $0.status != .unchanged }
  }

  /// Whether the two sides are the same.
  public var isEmpty: Bool {
    changedFiles.isEmpty
  }

  /// "2 files changed, +40 −12" (or "no changes").
  public var summary: String {
    let changed = changedFiles
    guard !changed.isEmpty else { return "no changes" }
    let inserted = changed.reduce(0) { $0 + $1.diff.counts.inserted }
    let removed = changed.reduce(0) { $0 + $1.diff.counts.removed }
    return "\(changed.count) \(changed.count == 1 ? "file" : "files") changed, +\(inserted) −\(removed)"
  }
}
