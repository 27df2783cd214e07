import Foundation
import Testing

@testable import Workbook
@testable import WorkbookFixtures
@testable import WorkbookRunner

/// `workbook watch`'s command line, and what it refuses before it starts watching.
@MainActor
struct WatchCommandTests {
  @Test(arguments: [
    (["watch"], "`workbook watch` takes <chapter>; got none"),
    (["watch", "01", "02"], "`workbook watch` takes <chapter>; got \"01\" \"02\""),
    (["watch", "07"], "no chapter \"07\""),
    (["watch", "99", "--json"], "unknown option \"--json\" for `workbook watch`"),
  ])
  func usageErrors(arguments: [String], message: String) throws {
    let book = try ShelfBook()
    defer { book.remove() }
    let runner = book.runner()
    #expect(runner.run(arguments) == .usage)
    #expect(runner.console.errors.contains(message))
  }

  @Test func help() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    let runner = book.runner()
    #expect(runner.run(["watch", "--help"]) == .success)
    #expect(runner.console.output.hasPrefix("Usage: workbook watch <chapter>"))
    #expect(runner.console.output.contains("h the next level of the hint, r re-run, q (or Ctrl-C) quit"))
    #expect(runner.run(["--help"]) == .success)
    #expect(runner.console.output.contains("watch "))
  }

  enum Folder: String, CaseIterable, Sendable {
    case missing, readOnlyFolder, readOnlyFile
  }

  @Test(arguments: Folder.allCases)
  func anExerciseThatCannotBeWatched(folder: Folder) throws {
    let book = try ShelfBook()
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: exercise(book).path)
      book.remove()
    }
    let exercise = exercise(book)
    let file = try #require(ExerciseSnapshot.take(of: exercise).stamps.keys.sorted().first)
    switch folder {
    case .missing: try FileManager.default.removeItem(at: exercise)
    case .readOnlyFolder:
      try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: exercise.path)
    case .readOnlyFile:
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o444], ofItemAtPath: exercise.appendingPathComponent(file).path)
    }
    let runner = book.runner()
    #expect(runner.run(["watch", "99"]) == .checksFailed)
    let expected = [
      Folder.missing:
        "workbook: Chapters/99-Shelf/Exercise/ does not exist: `workbook reset 99` makes it again",
      .readOnlyFolder: "workbook: Chapters/99-Shelf/Exercise/ is read-only: a save there would fail",
      .readOnlyFile: "workbook: Chapters/99-Shelf/Exercise/\(file) is read-only",
    ][folder]!
    #expect(runner.console.errors.hasPrefix(expected))
    #expect(runner.console.output.isEmpty)
  }

  func exercise(_ book: ShelfBook) -> URL {
    book.root.appendingPathComponent("Chapters/99-Shelf/Exercise", isDirectory: true)
  }

  /// A second watch in the same checkout is refused, naming the first one's pid; the lock goes
  /// with the first (here, its release), so a third may start.
  @Test func aSecondWatchIsRefused() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    var first: WatchLock? = try WatchLock(packageRoot: book.root)
    let runner = book.runner()
    #expect(runner.run(["watch", "99"]) == .checksFailed)
    #expect(
      runner.console.errors.contains(
        "another `workbook watch` (pid \(getpid())) is already watching this checkout"))
    #expect(throws: WatchLock.Refusal.self) { try WatchLock(packageRoot: book.root) }
    withExtendedLifetime(first) {}
    first = nil
    #expect(throws: Never.self) { _ = try WatchLock(packageRoot: book.root) }
  }
}
