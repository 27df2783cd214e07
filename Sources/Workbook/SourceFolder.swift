import Foundation

/// A variant's folder of sources, read as text: what refactoring goals check and source diffs
/// compare.
public enum SourceFolder {
  /// Paths in byte order of their UTF-8, so the order is the same on every platform and locale.
  public static func pathOrder(_ lhs: String, _ rhs: String) -> Bool {
    lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
  }

  /// Every non-hidden file under a folder, by relative path. A file that is not UTF-8 text is
  /// represented by a one-line placeholder, so that a change to it still shows.
  public static func textFiles(in folder: URL) throws -> [String: String] {
    let fileManager = FileManager.default
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw SourceFolderError.noSuchFolder(folder.path)
    }
    let root = folder.standardizedFileURL.resolvingSymlinksInPath().path
    guard
      let enumerator = fileManager.enumerator(
        at: URL(fileURLWithPath: root, isDirectory: true), includingPropertiesForKeys: [.isRegularFileKey],
        options: [.skipsHiddenFiles])
    else { throw SourceFolderError.noSuchFolder(folder.path) }
    var files: [String: String] = [:]
    for case let url as URL in enumerator {
      guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
      let path = url.standardizedFileURL.resolvingSymlinksInPath().path
      guard path.hasPrefix(root + "/") else { continue }
      let relative = String(path.dropFirst(root.count + 1))
      let data = try Data(contentsOf: url)
      files[relative] = String(data: data, encoding: .utf8) ?? "(binary file, \(data.count) bytes)\n"
    }
    return files
  }
}
