import Foundation
import Testing

@testable import SwiftScanning
@testable import Workbook
@testable import WorkbookFixtures
@testable import WorkbookRunner

/// The honest goals: "a test drives it" is met only by a test of the variant that exists and
/// passes; "a second implementation" only by one that is used; and the runner that runs the
/// tests, with a stand-in for `swift`.
@MainActor
struct TestedGoalTests {
  /// Answers every run with the same failures (nil: passes), and says which filter it was given.
  struct StubRunner: TestRunning {
    let failing: Bool

    func failures(of tests: TestSelection) -> [String]? {
      failing ? ["✘ Test drivesTheDataSource() failed (filter \(tests.filter))"] : nil
    }
  }

  static let driven = RefactoringGoal(
    "A test drives the data source", .declares(.type("ItemsDataSource")),
    .tested(naming: ["ItemsDataSource"]))

  nonisolated static let testOfTheExercise = """
    import Testing
    @testable import ShelfExercise

    // A test of ItemsPresenter would be a comment here: comments do not count.
    struct DataSourceTests {
      @Test func drivesTheDataSource() {
        #expect(ItemsDataSource() !== nil)
      }
    }
    """

  func book(withTest test: String?) throws -> ShelfBook {
    let book = try ShelfBook(goals: [Self.driven], goalsMetBy: ["exercise"])
    let source = book.catalog.folder.appendingPathComponent("Exercise/ItemsDataSource.swift")
    try "final class ItemsDataSource {}\n".write(to: source, atomically: true, encoding: .utf8)
    if let test { try book.writeTest("Exercise/DataSourceTests.swift", test) }
    return book
  }

  func findings(_ book: ShelfBook, runner: (any TestRunning)?) -> [String] {
    book.chapter.goalCheckup(variant: "exercise", testRunner: runner)?.results.first?.findings ?? [
      "no checkup"
    ]
  }

  @Test func withoutATestTheGoalSaysWhereToWriteOne() throws {
    let book = try book(withTest: nil)
    defer { book.remove() }
    #expect(
      findings(book, runner: StubRunner(failing: false)) == [
        "no test of ShelfExercise drives a ItemsDataSource: write one in Tests/ShelfTests/Exercise/ "
          + "(`@testable import ShelfExercise`, a @Test that makes the ItemsDataSource with spies for its neighbours)"
      ])
  }

  @Test(arguments: [
    // Another variant's test, a file with no @Test, a test that names something else.
    testOfTheExercise.replacingOccurrences(of: "ShelfExercise", with: "ShelfTidied"),
    testOfTheExercise.replacingOccurrences(of: "@Test", with: "@MainActor"),
    testOfTheExercise.replacingOccurrences(of: "ItemsDataSource()", with: "ItemsPresenter()"),
  ])
  func onlyATestOfTheVariantThatNamesTheTypeCounts(test: String) throws {
    let book = try book(withTest: test)
    defer { book.remove() }
    let found = findings(book, runner: nil)
    #expect(found.count == 1)
    #expect(found.first?.hasPrefix("no test of ShelfExercise drives a ItemsDataSource") == true)
  }

  @Test func aTestThatExistsIsRunAndMustPass() throws {
    let book = try book(withTest: Self.testOfTheExercise)
    defer { book.remove() }
    #expect(findings(book, runner: nil) == [], "without a runner, a test that exists counts")
    #expect(findings(book, runner: StubRunner(failing: false)) == [])
    #expect(
      findings(book, runner: StubRunner(failing: true)) == [
        "the tests that drive a ItemsDataSource fail (Tests/ShelfTests/Exercise/DataSourceTests.swift):",
        "✘ Test drivesTheDataSource() failed (filter ^ShelfTests\\.(DataSourceTests)(/|\\(|$))",
      ])
  }

  @Test func testsAreNotRunWhileTheGoalsOtherChecksFail() throws {
    struct Trap: TestRunning {
      func failures(of tests: TestSelection) -> [String]? { ["ran \(tests.names)"] }
    }
    let book = try book(withTest: Self.testOfTheExercise)
    defer { book.remove() }
    try FileManager.default.removeItem(
      at: book.catalog.folder.appendingPathComponent("Exercise/ItemsDataSource.swift"))
    // The test no longer makes a type of the exercise (it is gone), so it says so too; it is not run.
    let found = findings(book, runner: Trap())
    #expect(found.first == "found no type named ItemsDataSource")
    #expect(!found.contains { $0.hasPrefix("ran ") })
  }

  static let storage = SwiftSources(files: [
    "Chapters/01-X/Exercise/Storage.swift": """
    protocol MealStorage {}
    final class FileMealStorage: MealStorage {}
    final class InMemoryMealStorage: MealStorage {
      static let empty = InMemoryMealStorage()  // its own declaration: not a use
    }
    extension InMemoryMealStorage { func reset() -> InMemoryMealStorage { self } }
    """,
    "Chapters/01-X/Exercise/AppDelegate.swift": """
    let storage: any MealStorage = FileMealStorage()
    // InMemoryMealStorage() in a comment is not a use
    let name = "InMemoryMealStorage"
    """,
  ])

  @Test(arguments: [
    (nil, false), ("let storage = InMemoryMealStorage()", true),
    ("let storage: InMemoryMealStorage? = nil", true),
  ])
  func aSecondImplementationCountsOnlyWhenUsed(testLine: String?, met: Bool) {
    let tests = VariantTests(
      module: "XExercise", target: "XTests", suggestedFolder: "Tests/XTests/Exercise",
      sources: SwiftSources(files: testLine.map { ["Tests/XTests/Exercise/T.swift": $0] } ?? [:]))
    let check = SourceCheck.used(.type("*", conformingTo: "*Storage"), atLeast: 2)
    let found = check.findings(in: GoalEvidence(sources: Self.storage, tests: tests))
    if met {
      #expect(found == [])
    } else {
      #expect(
        found == [
          "1 of the 2 needed are used: type conforming to a protocol named *Storage declared in these sources "
            + "— a type is used when something names it outside its own declaration, in the sources or in a test of XExercise",
          "Chapters/01-X/Exercise/Storage.swift:3: InMemoryMealStorage is declared, but nothing uses it",
        ])
    }
  }

  @Test(arguments: [
    ("FoodTracker", "Steps/0-Massive", "FoodTrackerMassive"),
    ("ListPosts", "Steps/3-MVP-Injected", "ListPostsMVPInjected"),
    ("MegaController", "Steps/12-TableViewAdapter", "MegaControllerTableViewAdapter"),
    ("FoodTracker", "Exercise", "FoodTrackerExercise"),
  ])
  func aVariantsModuleIsNamedAsPackageSwiftNamesIt(chapter: String, folder: String, module: String) {
    #expect(VariantTests.module(chapterName: chapter, sourceFolder: folder) == module)
  }

  @Test func theChaptersOwnTestsAreFoundByTheirImport() throws {
    let root = PackageRoot.url
    let tests = try VariantTests(
      module: "FoodTrackerFixes", target: "FoodTrackerTests", suggestedFolder: "", packageRoot: root)
    #expect(
      tests.sources.files.map(\.path).contains("Tests/FoodTrackerTests/MVP/MealsPresenterTests.swift"))
    #expect(
      SourceCheck.topLevelNames(of: tests.sources.files) == [
        "MealsPresenterTests", "FixesRatingControlTests",
      ],
      "its suites, not their spies and helpers")
  }

  @Test func theFilterNamesSuitesAndFreeTestsButNotHelpers() {
    let file = SwiftSourceFile(
      path: "T.swift",
      text: """
        @Test("free") func free() {}
        @Test
        func alsoFree() {}
        func helper() -> Int { 1 }
        struct Suite { @Test func inside() {} }
        extension Suite { func more() {} }
        final class Spy {}
        """)
    #expect(SourceCheck.topLevelNames(of: [file]) == ["free", "alsoFree", "Suite"])
  }

  // MARK: - Running swift test

  /// A stand-in for `swift`: a shell script that gets `test --filter <regex>` as its arguments.
  func runner(_ script: String, timeout: TimeInterval = 30) -> SwiftTestRunner {
    SwiftTestRunner(
      packageRoot: FileManager.default.temporaryDirectory, command: ["/bin/sh", "-c", script, "swift"],
      timeout: timeout)
  }

  @Test func aPassingRunHasNoFailuresAndGetsTheFilter() throws {
    let selection = TestSelection(target: "FoodTrackerTests", names: ["A", "B"])
    #expect(
      runner("[ \"$1 $2 $3\" = 'test --filter ^FoodTrackerTests\\.(A|B)(/|\\(|$)' ]").failures(of: selection)
        == nil)
    #expect(runner("exit 1").failures(of: selection) == ["swift test exited with status 1"])
  }

  @Test func aFailingRunSaysWhatFailed() {
    let script = """
      echo 'Building for debugging...'
      echo '/x/Tests/FoodTrackerTests/Exercise/T.swift:9:5: error: cannot find type Spy in scope'
      echo '✘ Test drives() recorded an issue at T.swift:12:5: Expectation failed: 1 == 2'
      echo '✘ Test drives() failed after 0.001 seconds with 1 issue.'
      exit 1
      """
    #expect(
      runner(script).failures(of: TestSelection(target: "T", names: ["S"])) == [
        "/x/Tests/FoodTrackerTests/Exercise/T.swift:9:5: error: cannot find type Spy in scope",
        "✘ Test drives() recorded an issue at T.swift:12:5: Expectation failed: 1 == 2",
        "✘ Test drives() failed after 0.001 seconds with 1 issue.",
      ])
  }

  @Test func aRunThatHangsIsStopped() {
    let started = Date()
    let failures = runner("exec sleep 20", timeout: 0.5).failures(
      of: TestSelection(target: "T", names: ["S"]))
    #expect(failures == ["✘ swift test took more than 0 s and was stopped"])
    #expect(Date().timeIntervalSince(started) < 10)
  }
}
