import Foundation
import Testing

@testable import Workbook
@testable import WorkbookFixtures
@testable import WorkbookRunner

/// `workbook reset`: the exercise back to a copy of a step, nothing the attendee wrote lost, and
/// the exercise's start known to what checks it. On the Shelf chapter, whose variants have real
/// source folders in a temporary book.
@MainActor
struct ResetTests {
  func run(_ book: ShelfBook, _ arguments: [String]) -> (code: ExitCode, output: String, errors: String) {
    let runner = book.runner()
    let code = runner.run(arguments)
    return (code, runner.console.output, runner.console.errors)
  }

  func folder(_ book: ShelfBook, _ path: String) -> URL {
    book.catalog.folder.appendingPathComponent(path, isDirectory: true)
  }

  func contents(_ book: ShelfBook, _ path: String) throws -> [String: Data] {
    try FolderContents(of: folder(book, path)).files
  }

  /// What the chapter's folder holds besides its usual folders: backups, leftovers of a swap.
  func extras(_ book: ShelfBook) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: book.catalog.folder.path)
      .filter { $0.hasPrefix(".") }.sorted()
  }

  @Test func uncommittedWorkIsKeptInADatedBackupAndTheExerciseIsStepZeroAgain() throws {
    let book = try ShelfBook(goals: VerifyTests.goals)
    defer { book.remove() }
    let changed = "final class ItemsViewController {}  // my work\n"
    try changed.write(
      to: folder(book, "Exercise/ItemsViewController.swift"), atomically: true, encoding: .utf8)
    try "final class ItemsDataSource {}\n".write(
      to: folder(book, "Exercise/ItemsDataSource.swift"), atomically: true, encoding: .utf8)
    let mine = try contents(book, "Exercise")

    let result = run(book, ["reset", "99"])
    #expect(result.code == .success, "\(result.errors)")
    #expect(
      result.output == """
        Kept your exercise in Chapters/99-Shelf/.exercise-backups/2026-11-24T01-20-00/Exercise/ (git ignores it).
        Chapters/99-Shelf/Exercise is now a copy of 0-listed (Listed), 1 file.
        Next: swift run workbook verify 99

        """)
    #expect(try contents(book, ".exercise-backups/2026-11-24T01-20-00/Exercise") == mine)
    #expect(try contents(book, "Exercise") == contents(book, "Steps/0-Listed"))
    #expect(!FileManager.default.fileExists(atPath: folder(book, "Exercise/.workbook-start").path))
    #expect(try extras(book) == [".exercise-backups"])
  }

  @Test func anUntouchedExerciseNeedsNoBackupAndASecondBackupInTheSameSecondGetsItsOwnName() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    let untouched = run(book, ["reset", "99"])
    #expect(untouched.output.hasPrefix("Nothing to keep: the exercise was an untouched copy of 0-listed.\n"))
    #expect(try extras(book).isEmpty)

    for work in ["first", "second"] {
      try "// \(work)\n".write(to: folder(book, "Exercise/Notes.swift"), atomically: true, encoding: .utf8)
      #expect(run(book, ["reset", "99"]).code == .success)
    }
    let backups = try FileManager.default.contentsOfDirectory(atPath: folder(book, ".exercise-backups").path)
    #expect(backups.sorted() == ["2026-11-24T01-20-00", "2026-11-24T01-20-00-2"])
    let second = try String(
      contentsOf: folder(book, ".exercise-backups/2026-11-24T01-20-00-2/Exercise/Notes.swift"),
      encoding: .utf8)
    #expect(second == "// second\n")
  }

  /// The attendee's tests go with the exercise: kept in the backup beside it, and removed from
  /// the test target, which would not build against the reset exercise. A test elsewhere in the
  /// target that imports the exercise goes too; one that does not stays.
  @Test func theAttendeesTestsAreKeptWithTheExerciseAndRemovedFromTheTestTarget() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    let target = book.root.appendingPathComponent("Tests/ShelfTests", isDirectory: true)
    let files = [
      "Exercise/ItemsPresenterTests.swift": "@testable import ShelfExercise\n// my test\n",
      "Exercise/Spies/ItemsViewSpy.swift": "// a spy\n",
      "MoreTests.swift": "import Testing\n@testable import ShelfExercise\n",
      "BehaviourTests.swift": "import Testing\n// the chapter's own\n",
    ]
    for (path, text) in files {
      let url = target.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }

    let result = run(book, ["reset", "99"])
    #expect(result.code == .success, "\(result.errors)")
    #expect(
      result.output == """
        Kept your exercise in Chapters/99-Shelf/.exercise-backups/2026-11-24T01-20-00/Exercise/ and your 3 \
        test files in Chapters/99-Shelf/.exercise-backups/2026-11-24T01-20-00/Tests/ (git ignores it).
        Chapters/99-Shelf/Exercise is now a copy of 0-listed (Listed), 1 file.
        Removed your 3 test files from Tests/ShelfTests/ (they tested the exercise you reset): \
        Exercise/ItemsPresenterTests.swift, Exercise/Spies/ItemsViewSpy.swift, MoreTests.swift.
        Next: swift run workbook verify 99

        """)
    let kept = try contents(book, ".exercise-backups/2026-11-24T01-20-00/Tests/ShelfTests")
    #expect(
      kept.mapValues { String(decoding: $0, as: UTF8.self) }
        == files.filter { $0.key != "BehaviourTests.swift" })
    #expect(try FolderContents(of: target).files.keys.sorted() == ["BehaviourTests.swift"])
    #expect(!FileManager.default.fileExists(atPath: target.appendingPathComponent("Exercise").path))
  }

  @Test(arguments: [
    (["--from", "4-reversed"], "4-reversed", "Reversed"),  // a branch, by its id
    (["--from", "tidied"], "1-tidied", "Tidied"),  // by its title
    (["--from=3"], "3-kept", "Kept"),  // by its step number
  ])
  func resetFromAStepCopiesItsFilesAndRecordsWhereTheExerciseStarts(
    arguments: [String], step: String, title: String
  ) throws {
    let book = try ShelfBook(goals: VerifyTests.goals)
    defer { book.remove() }
    let result = run(book, ["reset", "99"] + arguments)
    #expect(result.code == .success, "\(result.errors)")
    let stepFolder = book.catalog.variant(step)!.sourceFolder
    #expect(try contents(book, "Exercise") == contents(book, stepFolder))
    #expect(result.output.contains("Chapters/99-Shelf/Exercise is now a copy of \(step) (\(title))"))
    #expect(
      result.output.contains("It starts from \(step): `workbook verify 99` expects it to behave as \(step)"))

    let reopened = book.reopened()
    #expect(reopened.catalog.exerciseStart == ExerciseStart(step: step, declared: "0-listed"))
    #expect(reopened.catalog.variant("exercise")?.parent == step)
    #expect(try FolderContents.exerciseIsUntouched(reopened.chapter))
    // Back to the start: the start file goes, and the exercise is the repository's again.
    #expect(
      run(reopened, ["reset", "99"]).output.hasPrefix(
        "Nothing to keep: the exercise was an untouched copy of \(step)."))
    #expect(!FileManager.default.fileExists(atPath: folder(book, "Exercise/.workbook-start").path))
    #expect(book.reopened().catalog.variant("exercise")?.parent == "0-listed")
  }

  @Test func theSuiteExpectsAnExerciseResetFromADivergentStepToBehaveAsThatStep() throws {
    let book = try ShelfBook(goals: VerifyTests.goals)
    defer { book.remove() }
    _ = try book.catalog.approve()
    #expect(run(book, ["reset", "99", "--from", "2-numbered"]).code == .success)
    let reopened = book.reopened()
    let exercise = reopened.variant("exercise")
    #expect(
      reopened.catalog.chapter.approvedTranscriptURL(variant: exercise.id, scenario: "add-items")
        .lastPathComponent
        == "add-items@2-numbered.txt")
    // Shelf's exercise runs the correct app whatever its sources: as step 0, not as 2-numbered.
    let verify = run(reopened, ["verify", "99"])
    #expect(verify.output.contains("✗ add-items: differs from the approved transcript at action 2"))
    #expect(
      verify.output.contains(
        "↳ Started from 2-numbered (workbook reset): it must behave as 2-numbered does; the goals 2-numbered"
          + " meets are given"))
  }

  @Test func goalsTheStartingStepMeetsAreGiven() throws {
    let book = try ShelfBook(goals: VerifyTests.goals)
    defer { book.remove() }
    _ = try book.catalog.approve()
    #expect(run(book, ["reset", "99", "--from", "1-tidied"]).code == .success)
    let verify = run(book.reopened(), ["verify", "99"])
    #expect(verify.code == .success)
    #expect(
      verify.output.hasSuffix(
        """
        ✓ 1. The items have a data source of their own — given (met by 1-tidied)
        ✓ 2. viewDidLoad() stays short — given (met by 1-tidied)

        all 2 goals met (2 given by 1-tidied), behaviour preserved

        """), "\(verify.output)")
    let json = try JSONDecoder().decode(
      VerifyReport.self, from: Data(run(book.reopened(), ["verify", "99", "--json"]).output.utf8))
    #expect(
      json.startingPoint
        == StartingPoint(step: "1-tidied", byReset: true, goalsMet: json.goals.map(\.statement)))
    #expect(json.summary.goalsGiven == 2)

    // A given goal the attendee breaks is not met, and says where it held.
    try FileManager.default.removeItem(at: folder(book, "Exercise/ItemsDataSource.swift"))
    let broken = run(book.reopened(), ["verify", "99"])
    #expect(
      broken.output.contains(
        "✗ 1. The items have a data source of their own — met by 1-tidied, where the exercise started: put it back\n"
      ))
    #expect(broken.output.hasSuffix("1 of 2 goals met (1 given by 1-tidied) — keep going\n"))
  }

  @Test(arguments: [("Exercise", 0o555), ("Exercise/ItemsViewController.swift", 0o444)])
  func aReadOnlyExerciseIsRefusedAndLeftAsItIs(path: String, permissions: Int) throws {
    let book = try ShelfBook()
    defer { book.remove() }
    try "// mine\n".write(to: folder(book, "Exercise/Notes.swift"), atomically: true, encoding: .utf8)
    let before = try contents(book, "Exercise")
    let target = folder(book, path)
    try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: target.path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: target.path) }

    let result = run(book, ["reset", "99", "--from", "1"])
    #expect(result.code == .checksFailed)
    #expect(result.output.isEmpty)
    #expect(
      result.errors
        == "workbook: cannot reset: Chapters/99-Shelf/\(path) is read-only, and reset would replace it; make the"
        + " exercise writable (chmod -R u+w) if that is what you want. Nothing was changed.\n")
    #expect(try contents(book, "Exercise") == before)
    #expect(try extras(book).isEmpty)
  }

  @Test func anExerciseThatCannotBeKeptIsNotReset() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    try "// mine\n".write(to: folder(book, "Exercise/Notes.swift"), atomically: true, encoding: .utf8)
    let before = try contents(book, "Exercise")
    // Where the backups go is a file: no folder can be made there.
    try "not a folder\n".write(to: folder(book, ".exercise-backups"), atomically: true, encoding: .utf8)

    let result = run(book, ["reset", "99"])
    #expect(result.code == .checksFailed)
    #expect(
      result.errors.hasPrefix(
        "workbook: cannot keep your exercise in Chapters/99-Shelf/.exercise-backups/2026-11-24T01-20-00 ("))
    #expect(result.errors.hasSuffix("), so it was not reset. Nothing was changed.\n"))
    #expect(try contents(book, "Exercise") == before)
  }

  @Test func aCopyThatFailsHalfWayLeavesTheExerciseAsItWas() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    try "// mine\n".write(to: folder(book, "Exercise/Notes.swift"), atomically: true, encoding: .utf8)
    let before = try contents(book, "Exercise")
    var reset = ExerciseReset(
      exercise: folder(book, "Exercise"), step: folder(book, "Steps/1-Tidied"), startFile: "1-tidied\n",
      backups: folder(book, ".exercise-backups"), date: ShelfBook.resetDate)
    // The backup copies; the step's copy writes one file and fails, as a full disk would.
    reset.copy = { source, destination in
      guard source.lastPathComponent == "1-Tidied" else {
        return try FileManager.default.copyItem(at: source, to: destination)
      }
      try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
      try Data("final class".utf8).write(to: destination.appendingPathComponent("ItemsDataSource.swift"))
      throw CocoaError(.fileWriteOutOfSpace)
    }
    #expect(throws: ResetError.self) { try reset.perform(keep: true) }
    #expect(try contents(book, "Exercise") == before)
    #expect(try extras(book) == [".exercise-backups"])
    #expect(try contents(book, ".exercise-backups/2026-11-24T01-20-00/Exercise") == before)
  }

  @Test(arguments: [
    (
      ["reset", "99", "--from", "9"], ExitCode.usage, "Shelf has no variant \"9\"; its variants are: 0-listed"
    ),
    (
      ["reset", "99", "--from", "exercise"], .usage,
      "the exercise cannot start from itself; name one of Shelf's steps: 0-listed, 1-tidied"
    ),
    (
      ["reset", "99", "--from", "5-miscounted"], .usage,
      "5-miscounted is kept to show a crash the suite catches"
    ),
    (["reset", "98"], .usage, "no chapter \"98\"; the chapters are: 99 Shelf"),
    (["reset"], .usage, "`workbook reset` takes <chapter>; got none"),
    (
      ["reset", "99", "--from", "1", "--from", "2"], .usage,
      "`workbook reset` starts from one step; got --from 1 and 2"
    ),
    (
      ["reset", "99", "--from", "3-kept"], .checksFailed,
      "cannot reset from this step: its sources name its own module"
    ),
  ])
  func unknownOrUnusableStepsAreRefusedAndNothingChanges(arguments: [String], code: ExitCode, message: String)
    throws
  {
    let book = try ShelfBook(
      expectedFailures: [
        ExpectedFailure(
          variant: "5-Miscounted", scenarios: ["add-items"], crash: .fault("Invalid update"),
          reason: "as printed")
      ])
    defer { book.remove() }
    // 3-Kept names its own module (in code; the comment's mention would not count).
    try "import ShelfKept  // not ShelfTidied\n".write(
      to: folder(book, "Steps/3-Kept/Imports.swift"), atomically: true, encoding: .utf8)
    try "// mine\n".write(to: folder(book, "Exercise/Notes.swift"), atomically: true, encoding: .utf8)
    let before = try contents(book, "Exercise")
    let result = run(book, arguments)
    #expect(result.code == code)
    #expect(result.errors.hasPrefix("workbook: \(message)"), "\(result.errors)")
    #expect(try contents(book, "Exercise") == before)
    #expect(try extras(book).isEmpty)
  }

  @Test func aStepThatNamesItsModuleIsReportedWhere() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    try "import ShelfKept\nlet items = ShelfKept.ItemsViewController.self\n".write(
      to: folder(book, "Steps/3-Kept/Imports.swift"), atomically: true, encoding: .utf8)
    #expect(
      run(book, ["reset", "99", "--from", "3-kept"]).errors == """
        workbook: cannot reset from this step: its sources name its own module, and the exercise is another module, so the copy would not compile:
          Chapters/99-Shelf/Steps/3-Kept/Imports.swift:1: ShelfKept
          Chapters/99-Shelf/Steps/3-Kept/Imports.swift:2: ShelfKept

        """)
  }

  /// Every step of every chapter of the book can be copied into its exercise: none names a
  /// step's module.
  @Test(arguments: try ResetTests.bookChapters())
  func everyStepOfTheBookCompilesAsItsExercise(chapter: URL) throws {
    let name = String(chapter.lastPathComponent.drop { $0 != "-" }.dropFirst())
    let steps = try FileManager.default.contentsOfDirectory(
      at: chapter.appendingPathComponent("Steps"), includingPropertiesForKeys: nil)
    let modules = Set(steps.map { StepModules.module(chapter: name, sourceFolder: $0) })
    #expect(modules.count == steps.count && modules.allSatisfy { $0.hasPrefix(name) && $0 != name })
    for step in steps {
      #expect(try StepModules.references(to: modules, in: step).isEmpty, "\(step.lastPathComponent)")
    }
  }

  nonisolated static func bookChapters() throws -> [URL] {
    let chapters = PackageRoot.url.appendingPathComponent("Chapters")
    return try FileManager.default.contentsOfDirectory(at: chapters, includingPropertiesForKeys: nil)
      .filter { $0.lastPathComponent.first?.isNumber == true }.sorted { $0.path < $1.path }
  }

  @Test(arguments: [
    ("3-mvp\n# written by reset\n", "3-mvp", nil as String?),
    ("# a comment first\n\n  3-MVP  \n", "3-mvp", nil),
    ("# nothing but comments\n", "0-massive", nil),
    ("9-nothing\n", "0-massive", "9-nothing"),
  ])
  func theStartFileNamesAStepOrIsIgnored(text: String, step: String, unknown: String?) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "workbook-start-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try text.write(to: folder.appendingPathComponent(".workbook-start"), atomically: true, encoding: .utf8)
    let start = ExerciseStart.read(
      exerciseFolder: folder, declared: "0-massive", steps: ["0-massive", "3-mvp"])
    #expect(start == ExerciseStart(step: step, declared: "0-massive", unknownStep: unknown))
    #expect(start.isRecorded == (step != "0-massive"))
  }

  @Test func resetIsParsedListedAndHasHelp() throws {
    #expect(try CommandLineTests.command(["reset", "01"]) as? ResetCommand == ResetCommand(chapter: "01"))
    #expect(
      try CommandLineTests.command(["reset", "01", "--from", "3-mvp"]) as? ResetCommand
        == ResetCommand(chapter: "01", from: "3-mvp"))
    let usage = try #require(try CommandLineTests.help(["reset", "--help"]))
    #expect(usage.hasPrefix("Usage: workbook reset <chapter> [--from STEP]"))
    #expect(usage.contains("--from STEP  the step to start from"))
    let overview = try #require(try CommandLineTests.help(["--help"]))
    #expect(overview.contains("\n  reset        start the exercise again from step 0, or from any step;"))
  }

  @Test func backupsAreNamedAfterTheTimeInUTC() {
    #expect(ExerciseReset.stamp(ShelfBook.resetDate) == "2026-11-24T01-20-00")
    #expect(ExerciseReset.stamp(ShelfBook.resetDate.addingTimeInterval(3_599)) == "2026-11-24T02-19-59")
  }
}
