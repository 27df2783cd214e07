import Foundation
import Testing

@testable import Workbook
@testable import WorkbookFixtures
@testable import WorkbookRunner

/// The unit tests that judge a variant's mutants: which test files are copied, and how their
/// run kills a mutant.
@MainActor
struct MutantTestsTests {
  @Test(arguments: [("1-tidied", "ShelfTidied"), ("exercise", "ShelfExercise")])
  func aVariantsModuleIsNamedAsPackageSwiftNamesIt(variant: String, module: String) throws {
    let book = try ShelfBook()
    defer { book.remove() }
    let info = try #require(book.chapter.variant(variant))
    #expect(MutantTests.moduleName(of: info, in: book.chapter) == module)
  }

  /// The files that import the variant's module are copied, that import made the mutant
  /// module's, with the tests' Support.swift; the others are not.
  @Test func theTestsThatImportTheVariantAreCopiedImportingTheMutantModule() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    try book.writeTest(
      "Tidied/SorterTests.swift", "import Testing\n\n@testable import ShelfTidied\n\nstruct SorterTests {}\n")
    try book.writeTest("Numbered/NumberTests.swift", "import Testing\n@testable import ShelfNumbered\n")
    try book.writeTest("Support.swift", "import ShelfCatalog\n")
    let variant = try #require(book.chapter.variant("1-tidied"))
    let copies = try MutantTests.copies(of: book.chapter, variant: variant, mutantModule: "ShelfMutant")
    #expect(
      copies == [
        "Tidied/SorterTests.swift":
          "import Testing\n\n@testable import ShelfMutant\n\nstruct SorterTests {}\n",
        "Support.swift": "import ShelfCatalog\n",
      ])
    let untested = try #require(book.chapter.variant("0-listed"))
    #expect(try MutantTests.copies(of: book.chapter, variant: untested, mutantModule: "ShelfMutant") == [:])
  }

  /// Names the variant's module qualifies are the mutant module's too (03's SceneTests write
  /// `ListPostsFixes.ListPostsWorker`); a longer identifier that starts alike is left alone.
  @Test(arguments: [
    ("@testable import ShelfTidied\n", "@testable import ShelfMutant\n"),
    ("class Spy: ShelfTidied.Sorter {}", "class Spy: ShelfMutant.Sorter {}"),
    ("extension ShelfTidied.Row.ViewData: P {}", "extension ShelfMutant.Row.ViewData: P {}"),
    ("let x = ShelfTidiedTests.y + MyShelfTidied.z", "let x = ShelfTidiedTests.y + MyShelfTidied.z"),
  ])
  func everyMentionOfTheVariantsModuleIsTheMutantModules(text: String, copied: String) {
    #expect(MutantTests.renaming("ShelfTidied", to: "ShelfMutant", in: text) == copied)
  }

  @Test(
    arguments: [
      (
        "✘ Test \"Sections show at once\" recorded an issue at SectionsTests.swift:12:5: Expectation failed",
        "unit test \"Sections show at once\""
      ),
      ("✘ Test showsSamples() failed after 0.1 seconds with 1 issue.", "unit test showsSamples()"),
      ("swift test exited with status 132", "unit tests: swift test exited with status 132"),
    ])
  func aMutantKilledByAUnitTestIsKilledByThatTest(failure: String, killer: String) {
    #expect(MutantTestRun.killer(failure) == killer)
  }

  /// The test bundle runs once a mutant, told its mutant by WORKBOOK_MUTANT and given the copies'
  /// target to run: a test that fails kills the mutant.
  ///
  /// Run through the guard (`_guard`, as `mutate` runs it) or directly: the same verdicts.
  @Test(arguments: [false, true])
  func aUnitTestThatFailsWithTheMutantKillsIt(guarded: Bool) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-tests-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let bundle = folder.appendingPathComponent("UnmassivePackageTests.xctest")
    try """
    #!/bin/sh
    [ "$*" = "--testing-library swift-testing --filter ShelfMutantTests\\." ] || exit 64
    [ "$WORKBOOK_MUTANT" = 2 ] || exit 0
    echo '✘ Test "Sorts" recorded an issue at SorterTests.swift:3:5: Expectation failed'
    exit 1

    """.write(to: bundle, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bundle.path)
    let book = try ShelfBook()
    defer { book.remove() }
    let guardian = guarded ? try ShelfChild(book: book, exercise: .correct).script : nil
    let run = MutantTestRun(bundle: bundle, target: "ShelfMutantTests", jobs: 2, guardian: guardian)
    #expect(run.failure(mutant: 0, timeLimit: 10) == nil)
    let survivors = [1, 2].map {
      MutantFate(mutant: MutateCommandTests.mutant($0, line: $0), killedBy: nil, kill: nil)
    }
    let fates = run.fates(of: survivors, timeLimit: 10)
    #expect(fates.map(\.killedBy) == [nil, "unit test \"Sorts\""])
    #expect(fates.map(\.kill) == [nil, .test])
  }

  #if os(Linux)
    /// `mutate`'s build and test bundle run through the guard: SIGKILL on `mutate` (here a shell
    /// standing in for it) leaves nothing of what the guard started running.
    @Test func aGuardedProgramEndsWithTheProcessThatStartedIt() throws {
      let book = try ShelfBook()
      defer { book.remove() }
      let guardian = try ShelfChild(book: book, exercise: .correct).script
      let (program, arguments) = MutantBuild.command(
        URL(fileURLWithPath: "/bin/sleep"), ["61"], through: guardian)
      #expect(arguments == ["_guard", "/bin/sleep", "61"])
      let mutate = Process()
      mutate.executableURL = URL(fileURLWithPath: "/bin/sh")
      // `; :` keeps the shell from becoming the guard (exec): the guard is its child.
      mutate.arguments = ["-c", "\"$0\" \"$@\"; :", program.path] + arguments
      mutate.standardOutput = FileHandle.nullDevice
      mutate.standardError = FileHandle.nullDevice
      try mutate.run()
      defer { if mutate.isRunning { kill(mutate.processIdentifier, SIGKILL) } }
      var sleeper: pid_t?
      let started = ShelfChild.wait(60) {
        sleeper = ProcessGuard.descendants(of: mutate.processIdentifier).first {
          (try? String(contentsOfFile: "/proc/\($0)/cmdline", encoding: .utf8)) == "/bin/sleep\u{0}61\u{0}"
        }
        return sleeper != nil
      }
      let pid = try #require(sleeper, "the guard never started its program (\(started))")
      kill(mutate.processIdentifier, SIGKILL)
      _ = ChildEnd.wait(for: mutate)  // waitUntilExit can wait on the orphan too
      let gone = ShelfChild.wait(2) { !ShelfChild.isRunning(pid) }
      if !gone { kill(pid, SIGKILL) }
      #expect(gone, "the guarded program \(pid) outlived mutate")
    }

    /// A guarded child stopped for its time limit (SIGKILL, which the guard cannot pass on)
    /// takes its program with it.
    @Test func aGuardedChildPastItsTimeLimitTakesItsProgramWithIt() throws {
      let book = try ShelfBook()
      defer { book.remove() }
      let guardian = try ShelfChild(book: book, exercise: .correct).script
      let (program, arguments) = MutantBuild.command(
        URL(fileURLWithPath: "/bin/sleep"), ["63.25"], through: guardian)
      let child = ChildProcess(
        executable: program, arguments: arguments, environment: ProcessInfo.processInfo.environment)
      #expect(try child.run(limit: .whole(0.5)).timedOut)
      let left = ShelfChild.wait(2) {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).allSatisfy {
          (try? String(contentsOfFile: "/proc/\($0)/cmdline", encoding: .utf8)) != "/bin/sleep\u{0}63.25\u{0}"
            || !ShelfChild.isRunning(pid_t($0) ?? 0)
        }
      }
      #expect(left, "the guarded program outlived its guard")
    }
  #endif
}
