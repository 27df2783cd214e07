import Foundation
import Workbook

/// Files a generator owns under the package's root: compared with the disk (for `--check`) and
/// written (atomically), the same way for docs/chapters and for the DocC catalog.
public struct GeneratedFiles: Sendable {
  /// What the files are called in the summary line: "docs/chapters".
  public let label: String
  /// The package's root: every path is relative to it.
  public let packageRoot: URL
  /// Every file the generator produces.
  public let files: [DocsGenerator.File]
  /// The folders (relative to the root) whose every file the generator owns: a file in them that
  /// it no longer produces is unexpected, and removed when writing.
  public let ownedFolders: [String]
  /// Blocks of a file, between a start and an end line, that a later build fills differently
  /// (the front page's tutorials, linked by `make site`): the file is current when it matches
  /// outside them.
  public var buildBlocks: [(start: String, end: String)] = []

  public init(label: String, packageRoot: URL, files: [DocsGenerator.File], ownedFolders: [String]) {
    self.label = label
    self.packageRoot = packageRoot
    self.files = files
    self.ownedFolders = ownedFolders
  }

  /// How the files on disk compare with what the generator produces.
  public struct Comparison: Sendable {
    /// Generated files identical on disk.
    public let current: [String]
    /// Generated files that differ on disk.
    public let stale: [String]
    /// Generated files not on disk.
    public let missing: [String]
    /// Files in an owned folder that the generator no longer produces.
    public let unexpected: [String]
    /// What to write.
    public let generated: [DocsGenerator.File]

    public var isCurrent: Bool {
      stale.isEmpty && missing.isEmpty && unexpected.isEmpty
    }

    /// One line per problem: "stale: docs/chapters/01-FoodTracker/1-private.md".
    public var problems: [String] {
      stale.map { "stale:      \($0)" } + missing.map { "missing:    \($0)" }
        + unexpected.map { "unexpected: \($0)" }
    }
  }

  /// Compares the generated files with the disk.
  public func compareWithDisk() -> Comparison {
    var current: [String] = []
    var stale: [String] = []
    var missing: [String] = []
    for file in files {
      let url = packageRoot.appendingPathComponent(file.path)
      guard let data = FileManager.default.contents(atPath: url.path) else {
        missing.append(file.path)
        continue
      }
      if data == Data(file.contents.utf8) || matchesOutsideBuildBlocks(data, file.contents) {
        current.append(file.path)
      } else {
        stale.append(file.path)
      }
    }
    let produced = Set(files.map(\.path))
    let unexpected = ownedFolders.flatMap(filesOnDisk).filter { !produced.contains($0) }
    return Comparison(
      current: current, stale: stale, missing: missing,
      unexpected: unexpected.sorted { SourceFolder.pathOrder($0, $1) }, generated: files)
  }

  private func matchesOutsideBuildBlocks(_ data: Data, _ generated: String) -> Bool {
    guard !buildBlocks.isEmpty, let disk = String(data: data, encoding: .utf8) else { return false }
    return Self.outside(buildBlocks, of: disk) == Self.outside(buildBlocks, of: generated)
  }

  /// The text with each block's inside dropped (its start and end lines kept).
  static func outside(_ blocks: [(start: String, end: String)], of text: String) -> String {
    var text = text
    for block in blocks {
      guard let start = text.range(of: block.start),
        let end = text.range(of: block.end, range: start.upperBound..<text.endIndex)
      else { continue }
      text.removeSubrange(start.upperBound..<end.lowerBound)
    }
    return text
  }

  /// Every non-hidden file under an owned folder, relative to the root.
  private func filesOnDisk(in folder: String) -> [String] {
    let url = packageRoot.appendingPathComponent(folder, isDirectory: true)
    guard let files = try? SourceFolder.textFiles(in: url) else { return [] }
    return files.keys.map { "\(folder)/\($0)" }
  }

  /// Writes the stale and missing files (atomically) and removes the unexpected ones; answers
  /// what it did, for the console.
  public func write(_ comparison: Comparison) throws -> String {
    let toWrite = Set(comparison.stale + comparison.missing)
    for file in comparison.generated where toWrite.contains(file.path) {
      let url = packageRoot.appendingPathComponent(file.path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(file.contents.utf8).write(to: url, options: .atomic)
    }
    for path in comparison.unexpected {
      try FileManager.default.removeItem(at: packageRoot.appendingPathComponent(path))
    }
    var lines = comparison.missing.map { "  new:     \($0)" } + comparison.stale.map { "  updated: \($0)" }
    lines += comparison.unexpected.map { "  removed: \($0)" }
    let summary =
      "\(label): \(comparison.generated.count) files, \(comparison.missing.count) new, "
      + "\(comparison.stale.count) updated, \(comparison.unexpected.count) removed, "
      + "\(comparison.current.count) unchanged."
    return ([summary] + lines).joined(separator: "\n") + "\n"
  }
}
