import Foundation
import Workbook

/// Every regular file under a folder, hidden ones included, by relative path, with its bytes: what
/// tells an untouched exercise (a byte-for-byte copy of the step it started from) from one the
/// attendee has changed. The exercise's start file is not its content, and is left out.
struct FolderContents: Equatable {
  let files: [String: Data]

  /// Reads a folder; a folder that does not exist has no files.
  init(of folder: URL) throws {
    let root = folder.standardizedFileURL.resolvingSymlinksInPath()
    guard
      let enumerator = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [])
    else {
      files = [:]
      return
    }
    var files: [String: Data] = [:]
    for case let url as URL in enumerator {
      guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
      let relative = String(
        url.standardizedFileURL.resolvingSymlinksInPath().path.dropFirst(root.path.count + 1))
      guard relative != ExerciseStart.fileName else { continue }
      files[relative] = try Data(contentsOf: url)
    }
    self.files = files
  }

  /// Whether a chapter's exercise is a byte-for-byte copy of the step it started from.
  static func exerciseIsUntouched(_ chapter: Chapter) throws -> Bool {
    guard let exercise = chapter.variant("exercise"), let start = chapter.exerciseStart,
      let step = chapter.variant(start.step)
    else { return false }
    let contents = try FolderContents(of: exercise.sourceFolder)
    let original = try FolderContents(of: step.sourceFolder)
    return !contents.files.isEmpty && contents == original
  }
}
