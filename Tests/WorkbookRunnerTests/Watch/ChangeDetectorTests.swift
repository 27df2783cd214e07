import Foundation
import Testing

@testable import WorkbookRunner

/// When `workbook watch` rebuilds: on a settled change of contents, and only then.
struct ChangeDetectorTests {
  /// An exercise folder on disk, polled as the loop polls it.
  final class Folder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
    var detector = ChangeDetector()
    /// Modification times move on by a second per write, so that two writes within the file
    /// system's clock tick still differ, as two saves a moment apart do.
    private var clock = Date(timeIntervalSince1970: 1_000_000)

    init(files: [String: String]) throws {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      for (name, text) in files { try write(name, text) }
      let snapshot = ExerciseSnapshot.take(of: url)
      detector.built(snapshot.contents(of: url), snapshot: snapshot)
    }

    func write(_ name: String, _ text: String) throws {
      let file = url.appendingPathComponent(name)
      try Data(text.utf8).write(to: file)
      clock += 1
      try FileManager.default.setAttributes([.modificationDate: clock], ofItemAtPath: file.path)
    }

    func delete(_ name: String) throws {
      try FileManager.default.removeItem(at: url.appendingPathComponent(name))
    }

    /// One poll of the loop.
    func poll() -> ChangeDetector.Decision {
      let snapshot = ExerciseSnapshot.take(of: url)
      return detector.poll(snapshot, now: clock) { snapshot.contents(of: url) }
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
  }

  static let start = ["A.swift": "struct A {}\n", "B.swift": "struct B {}\n"]

  /// What each poll decides after an edit.
  enum Edit: String, CaseIterable, Sendable {
    case nothing, noOpSave, oneLine, halfWritten, deletedAndRecreatedAsItWas, deletedThenRecreated
    case fileAdded, editorSwapFile
  }

  @Test(arguments: Edit.allCases)
  func rebuildsOnASettledChangeOfContents(edit: Edit) throws {
    let folder = try Folder(files: Self.start)
    defer { folder.remove() }
    var decisions: [String] = []
    func poll() { decisions.append(Self.name(folder.poll())) }
    switch edit {
    case .nothing:
      poll()
      poll()
    case .noOpSave:
      try folder.write("A.swift", Self.start["A.swift"]!)
      poll()
      poll()
      poll()
    case .oneLine:
      try folder.write("A.swift", "struct A { let x = 1 }\n")
      poll()
      poll()
      poll()
    case .halfWritten:
      try folder.write("A.swift", "struct A { let")
      poll()
      try folder.write("A.swift", "struct A { let x = 1 }\n")
      poll()
      poll()
    case .deletedAndRecreatedAsItWas:
      try folder.delete("B.swift")
      poll()
      try folder.write("B.swift", Self.start["B.swift"]!)
      poll()
      poll()
    case .deletedThenRecreated:
      try folder.delete("B.swift")
      poll()
      poll()
      try folder.write("B.swift", Self.start["B.swift"]!)
      poll()
      poll()
    case .fileAdded:
      try folder.write("C.swift", "struct C {}\n")
      poll()
      poll()
    case .editorSwapFile:
      try folder.write(".A.swift.swp", "vim's state")
      try folder.write("A.swift~", "a backup")
      poll()
      poll()
    }
    #expect(decisions == Self.expected[edit])
  }

  static let expected: [Edit: [String]] = [
    .nothing: ["unchanged", "unchanged"],
    // Stamps changed, the text did not: no build, and no more said about it.
    .noOpSave: ["settling", "same contents", "unchanged"],
    .oneLine: ["settling", "rebuild", "unchanged"],
    // Still being written at the second poll: built once it stops changing, once.
    .halfWritten: ["settling", "settling", "rebuild"],
    // Put back before it settled: the contents are the last build's.
    .deletedAndRecreatedAsItWas: ["settling", "settling", "same contents"],
    // Built without it, then built again with it.
    .deletedThenRecreated: ["settling", "rebuild", "settling", "rebuild"],
    .fileAdded: ["settling", "rebuild"],
    .editorSwapFile: ["unchanged", "unchanged"],
  ]

  static func name(_ decision: ChangeDetector.Decision) -> String {
    switch decision {
    case .unchanged: "unchanged"
    case .settling: "settling"
    case .sameContents: "same contents"
    case .rebuild: "rebuild"
    }
  }

  /// The save's time is the changed file's, not the poll's: what the screen's save → verdict
  /// time counts from.
  @Test func theSaveTimeIsTheChangedFilesTime() throws {
    let folder = try Folder(files: Self.start)
    defer { folder.remove() }
    try folder.write("A.swift", "struct A { let x = 1 }\n")
    let modified = try #require(
      try FileManager.default.attributesOfItem(atPath: folder.url.appendingPathComponent("A.swift").path)[
        .modificationDate] as? Date)
    _ = folder.poll()
    #expect(folder.poll() == .rebuild(savedAt: modified))
  }

  @Test(arguments: [
    ("MealTableViewController.swift", true), ("Sub/Meal.swift", true), (".workbook-start", true),
    (".Meal.swift.swp", false), ("Meal.swift~", false), ("4913", false), ("README.md", false),
  ])
  func watchesWhatTheBuildReads(path: String, watched: Bool) {
    #expect(ExerciseSnapshot.isWatched(path) == watched)
  }
}
