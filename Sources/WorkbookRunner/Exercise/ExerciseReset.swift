import Foundation
import Workbook

/// What `workbook reset` does to a chapter's Exercise/ folder and to the attendee's tests of it.
/// Nothing the attendee wrote is lost and the folder is never left half-copied: the current
/// exercise and its tests are first copied to a dated backup (`<date>/Exercise/` and
/// `<date>/Tests/<Chapter>Tests/…`, unless the exercise is an untouched copy of the step it started
/// from and has no tests), the step's files are copied into a temporary folder beside it, and that
/// folder then takes Exercise/'s place by renaming; the tests, kept, are then removed, since they
/// test types the step may not have. Any failure before the swap leaves everything as it was.
struct ExerciseReset {
  /// Chapters/NN-Name/Exercise.
  let exercise: URL
  /// The step's source folder.
  let step: URL
  /// The start file to write into the new exercise (nil: none, the chapter's declared start).
  let startFile: String?
  /// Where backups go: Chapters/NN-Name/.exercise-backups.
  let backups: URL
  /// When the reset happens: the backup's name.
  let date: Date
  /// The attendee's tests of the exercise, kept and removed with it (nil: none).
  var tests: ExerciseTestFiles? = nil
  /// Copies a folder: `FileManager.copyItem`, replaced in tests by one that fails half-way.
  var copy: (URL, URL) throws -> Void = { try FileManager.default.copyItem(at: $0, to: $1) }

  /// What was done.
  struct Result: Equatable {
    /// Where the previous exercise was kept (nil: nothing needed keeping).
    let backup: URL?
    /// The files the exercise now has (the start file aside).
    let files: Int
    /// The attendee's test files kept and removed, relative to their test target.
    var testsRemoved: [String] = []
  }

  /// The name of the folder that has to go elsewhere during the swap, and of the staged copy.
  private var chapterFolder: URL { exercise.deletingLastPathComponent() }

  /// Resets the exercise. `keep`: whether its current content must be backed up first.
  func perform(keep: Bool) throws(ResetError) -> Result {
    let fileManager = FileManager.default
    let exists = fileManager.fileExists(atPath: exercise.path)
    try refuseIfReadOnly()
    let testPaths = tests?.paths ?? []
    let backup = keep && (exists || !testPaths.isEmpty) ? try makeBackup() : nil
    let staged = try stage()
    try swap(in: staged, replacing: exists)
    try removeTests()
    let count = (try? FolderContents(of: exercise).files.count) ?? 0
    return Result(backup: backup, files: count, testsRemoved: testPaths)
  }

  /// A read-only exercise (its folder, a file in it or one of its tests without write permission)
  /// is someone's decision, and reset would replace it: refused whoever runs it (root bypasses the bits).
  private func refuseIfReadOnly() throws(ResetError) {
    let fileManager = FileManager.default
    var paths = fileManager.fileExists(atPath: exercise.path) ? [exercise.path] : []
    if let enumerator = fileManager.enumerator(atPath: exercise.path) {
      paths += enumerator.compactMap { $0 as? String }.map { exercise.appendingPathComponent($0).path }
    }
    if let tests { paths += tests.paths.map { tests.target.appendingPathComponent($0).path } }
    let readOnly = paths.filter { path in
      let permissions = (try? fileManager.attributesOfItem(atPath: path))?[.posixPermissions] as? NSNumber
      return permissions.map { $0.intValue & 0o200 == 0 } ?? false
    }
    guard readOnly.isEmpty else { throw .readOnly(readOnly) }
  }

  /// Copies the exercise to `<backups>/<date>/Exercise` and its tests to `<backups>/<date>/Tests`
  /// (with `-2`, `-3`… after the date if that exists) and checks the copies.
  private func makeBackup() throws(ResetError) -> URL {
    let fileManager = FileManager.default
    let stamp = Self.stamp(date)
    var folder = backups.appendingPathComponent(stamp, isDirectory: true)
    var attempt = 1
    while fileManager.fileExists(atPath: folder.path) {
      attempt += 1
      folder = backups.appendingPathComponent("\(stamp)-\(attempt)", isDirectory: true)
    }
    do {
      try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
      let kept = folder.appendingPathComponent("Exercise", isDirectory: true)
      if fileManager.fileExists(atPath: exercise.path) { try copy(exercise, kept) }
      guard try FolderContents(of: kept) == FolderContents(of: exercise) else {
        throw CocoaError(.fileWriteUnknown)
      }
      try backUpTests(in: folder)
    } catch {
      try? fileManager.removeItem(at: folder)
      throw .backupFailed(folder, "\(error)")
    }
    return folder
  }

  /// Copies the tests to `<backup>/Tests/<target>/`, each at its path in the target, and checks them.
  private func backUpTests(in backup: URL) throws {
    guard let tests, !tests.paths.isEmpty else { return }
    let kept = backup.appendingPathComponent("Tests/\(tests.target.lastPathComponent)", isDirectory: true)
    for path in tests.paths {
      let destination = kept.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      try copy(tests.target.appendingPathComponent(path), destination)
    }
    let original = try FolderContents(of: tests.target).files.filter { tests.paths.contains($0.key) }
    guard try FolderContents(of: kept).files == original else { throw CocoaError(.fileWriteUnknown) }
  }

  /// Removes the kept tests, then the folders they leave empty (the target's Exercise/).
  private func removeTests() throws(ResetError) {
    guard let tests else { return }
    let fileManager = FileManager.default
    do {
      for path in tests.paths {
        try fileManager.removeItem(at: tests.target.appendingPathComponent(path))
      }
      // Every folder above a removed file, deepest first: Exercise/Spies before Exercise.
      let folders = Set(
        tests.paths.flatMap { path in
          let parts = path.split(separator: "/").dropLast()
          return parts.indices.map { parts[...$0].joined(separator: "/") }
        })
      for folder in folders.sorted(by: { $0.count > $1.count }) {
        let url = tests.target.appendingPathComponent(folder, isDirectory: true)
        if (try? fileManager.contentsOfDirectory(atPath: url.path))?.isEmpty == true {
          try fileManager.removeItem(at: url)
        }
      }
    } catch {
      throw .testsNotRemoved("\(error)")
    }
  }

  /// Copies the step into a hidden folder beside the exercise, with its start file.
  private func stage() throws(ResetError) -> URL {
    let staged = chapterFolder.appendingPathComponent(
      ".exercise-reset-\(UUID().uuidString)", isDirectory: true)
    do {
      try copy(step, staged)
      if let startFile {
        try startFile.write(
          to: staged.appendingPathComponent(ExerciseStart.fileName), atomically: true, encoding: .utf8)
      }
    } catch {
      try? FileManager.default.removeItem(at: staged)
      throw .copyFailed(step, "\(error)")
    }
    return staged
  }

  /// Puts the staged copy in Exercise/'s place: the old folder is moved aside, the copy renamed
  /// in, the old folder removed; if the rename fails, the old folder is put back.
  private func swap(in staged: URL, replacing exists: Bool) throws(ResetError) {
    let fileManager = FileManager.default
    let aside = chapterFolder.appendingPathComponent(".exercise-old-\(UUID().uuidString)", isDirectory: true)
    do {
      if exists { try fileManager.moveItem(at: exercise, to: aside) }
      do {
        try fileManager.moveItem(at: staged, to: exercise)
      } catch {
        if exists { try? fileManager.moveItem(at: aside, to: exercise) }
        throw error
      }
    } catch {
      try? fileManager.removeItem(at: staged)
      throw .swapFailed("\(error)")
    }
    if exists { try? fileManager.removeItem(at: aside) }
  }

  /// A backup's name: the date in UTC, `2026-11-24T01-20-00` (no colons: every file system takes it).
  static func stamp(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd'T'HH-mm-ss"
    return formatter.string(from: date)
  }
}
