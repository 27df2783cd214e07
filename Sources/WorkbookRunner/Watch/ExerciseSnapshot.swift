import Foundation

/// What `workbook watch` polls: the size and modification time of each file of an exercise
/// that its build reads (its Swift files, and `.workbook-start`, which says which step it
/// started from), by path relative to the exercise's folder. Editors' swap and backup files are
/// not among them, so that typing in an editor starts no build.
public struct ExerciseSnapshot: Equatable, Sendable {
  /// One file's size and modification time.
  public struct Stamp: Equatable, Sendable {
    public let size: Int
    public let modified: Date

    public init(size: Int, modified: Date) {
      self.size = size
      self.modified = modified
    }
  }

  /// Each file's stamp, by path relative to the folder.
  public let stamps: [String: Stamp]

  public init(stamps: [String: Stamp]) {
    self.stamps = stamps
  }

  /// Whether a file is one the build reads.
  static func isWatched(_ relativePath: String) -> Bool {
    let name = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
    return name == ".workbook-start" || (name.hasSuffix(".swift") && !name.hasPrefix("."))
  }

  /// The watched files under a folder (none when it does not exist).
  public static func take(of folder: URL) -> ExerciseSnapshot {
    let keys: [URLResourceKey] = [.isRegularFileKey, .fileSizeKey, .contentModificationDateKey]
    let root = folder.standardizedFileURL.path + "/"
    var stamps: [String: Stamp] = [:]
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys)
    while let url = files?.nextObject() as? URL {
      let path = String(url.standardizedFileURL.path.dropFirst(root.count))
      guard isWatched(path), let values = try? url.resourceValues(forKeys: Set(keys)),
        values.isRegularFile == true
      else { continue }
      stamps[path] = Stamp(
        size: values.fileSize ?? 0, modified: values.contentModificationDate ?? .distantPast)
    }
    return ExerciseSnapshot(stamps: stamps)
  }

  /// The latest modification time among the files that differ from another snapshot's (now, for
  /// a file deleted): when the save that made the difference happened.
  public func lastSave(since earlier: ExerciseSnapshot, now: Date) -> Date {
    let changed = Set(stamps.keys).union(earlier.stamps.keys).filter { stamps[$0] != earlier.stamps[$0] }
    let times = changed.map { stamps[$0]?.modified ?? now }
    return times.max() ?? now
  }

  /// The contents of the watched files, for telling a real change from a save of the same text.
  public func contents(of folder: URL) -> [String: Data] {
    var contents: [String: Data] = [:]
    for path in stamps.keys {
      contents[path] = try? Data(contentsOf: folder.appendingPathComponent(path))
    }
    return contents
  }
}
