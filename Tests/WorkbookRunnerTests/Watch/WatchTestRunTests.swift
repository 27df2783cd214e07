import Foundation
import Testing

@testable import Workbook
@testable import WorkbookRunner

/// A saved test of the exercise's tests folder: which test runs, what `swift test` said, and the
/// failing expectation whole on the screen, wrapped, not cut.
struct WatchTestRunTests {
  static let expectation =
    "✘ Test loadsSamplesWhenNothingIsSaved() recorded an issue at MealsPresenterTests.swift:14:5: "
    + "Expectation failed: (spy.shown → [[\"Caprese Salad\", \"Chicken and Potatoes\", \"Pasta with Meatballs\"]])"
    + " == ([[\"Caprese Salad\"]] → [[\"Caprese Salad\"]])"

  static let log = """
    [3/3] Linking FoodTrackerPackageTests.xctest
    ◇ Test run started.
    ◇ Test loadsSamplesWhenNothingIsSaved() started.
    \(expectation)
    ✘ Test loadsSamplesWhenNothingIsSaved() failed after 0.002 seconds with 1 issue.
    ✘ Test run with 1 test in 1 suite failed after 0.003 seconds with 1 issue.
    """

  @Test(arguments: [80, 102])
  func aFailingExpectationIsShownWholeAndWrapped(width: Int) throws {
    let run = WatchTestRun.reading(
      Self.log, file: "Tests/FoodTrackerTests/Exercise/MealsPresenterTests.swift",
      filter: "MealsPresenterTests",
      passed: false)
    #expect(run.issues == [Self.expectation])
    #expect(run.summary == "✘ Test run with 1 test in 1 suite failed after 0.003 seconds with 1 issue.")
    let screen = WatchScreen(
      number: "01", chapter: "FoodTracker", verdict: .testRan(run), timing: nil,
      exercisePath: "Chapters/01-FoodTracker/Exercise", testsPath: "Tests/FoodTrackerTests/Exercise",
      width: width
    ).rendered()
    let shown = screen.split(separator: "\n").map(String.init)
    let first = try #require(shown.firstIndex { $0.contains("recorded an issue") })
    let issue = [shown[first]] + shown[(first + 1)...].prefix { $0.hasPrefix("    ") }
    #expect(issue.count > 1)
    #expect(issue.allSatisfy { $0.count <= width }, "\(screen)")
    // Every word of it, none cut: the wrapped lines joined give the line back.
    #expect(
      issue.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") == Self.expectation,
      "\(screen)")
    #expect(screen.contains("✗ Test MealsPresenterTests fails"))
    #expect(screen.contains("Tests/FoodTrackerTests/Exercise/ (a saved test runs)"))
    #expect(
      screen.contains("  Tests/FoodTrackerTests/Exercise/MealsPresenterTests.swift · swift test"))
    #expect(screen.split(separator: "\n").allSatisfy { $0.count <= width }, "\(screen)")
  }

  @Test(arguments: [
    ("import Testing\n\n@Suite struct PresenterSpyTests {\n}\n", "PresenterSpyTests"),
    ("import Testing\n\nfinal class MealsInteractorTests {}\n", "MealsInteractorTests"),
    ("import Testing\n\n@Test func free() {}\n", "SavedTests"),
  ])
  func theFilterIsTheFilesFirstType(contents: String, filter: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-tests-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("SavedTests.swift")
    try contents.write(to: file, atomically: true, encoding: .utf8)
    #expect(WatchTestRun.filter(forFile: file) == filter)
  }
}
