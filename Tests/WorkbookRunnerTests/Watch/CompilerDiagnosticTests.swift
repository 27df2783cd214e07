import Foundation
import Testing

@testable import WorkbookRunner

/// The attendee's first error, read from the build's output as the toolchain prints it.
struct CompilerDiagnosticTests {
  static let root = URL(fileURLWithPath: "/repo", isDirectory: true)
  static let exercise = URL(fileURLWithPath: "/repo/Chapters/01-FoodTracker/Exercise", isDirectory: true)

  /// `swift build` on a missing `)`: Swift 6's style, an error whose excerpt elides lines (`:`),
  /// a note in it, and a second error after it (recorded from this package).
  static let swift6Syntax = """
    [0/1] Planning build
    Building for debugging...
    [3/5] Compiling FoodTrackerExercise MealTableViewController.swift
    /repo/Chapters/01-FoodTracker/Exercise/MealTableViewController.swift:18:5: error: expected ')' in expression list
     10 | 
     11 |   override func viewDidLoad() {
     12 |     super.viewDidLoad(
        |                      `- note: to match this opening '('
     13 | 
        :
     17 |     // Load any saved meals, otherwise load sample data.
     18 |     if let savedMeals = loadMeals() {
        |     `- error: expected ')' in expression list
     19 |       meals += savedMeals

    /repo/Chapters/01-FoodTracker/Exercise/MealTableViewController.swift:15:38: error: argument passed to call that takes no arguments
     15 |     navigationItem.leftBarButtonItem = editButtonItem
        |                                      `- error: argument passed to call that takes no arguments
    [4/5] Emitting module FoodTrackerExercise
    """

  /// An unknown name, Swift 6's style.
  static let swift6Name = """
    [3/5] Emitting module FoodTrackerExercise
    [4/5] Compiling FoodTrackerExercise MealTableViewController.swift
    /repo/Chapters/01-FoodTracker/Exercise/MealTableViewController.swift:19:16: error: cannot find 'savedMealz' in scope
     17 |     // Load any saved meals, otherwise load sample data.
     18 |     if let savedMeals = loadMeals() {
     19 |       meals += savedMealz
        |                `- error: cannot find 'savedMealz' in scope
     20 |     } else {
    """

  /// The classic style (`-diagnostic-style llvm`): the source line, then a caret line; a
  /// warning first, and an error elsewhere in the package before the exercise's.
  static let classic = """
    /repo/Sources/Workbook/Chapter.swift:3:7: warning: variable 'x' was never used
        var x = 1
            ^
    /repo/Chapters/01-FoodTracker/Catalog/Catalog.swift:9:20: error: cannot find 'makeAppDelegate' in scope
      entry: makeAppDelegate
             ^~~~~~~~~~~~~~~
    /repo/Chapters/01-FoodTracker/Exercise/Meal.swift:4:12: error: cannot convert return expression of type 'String' to return type 'Int'
        return "s"
               ^~~
    error: emit-module command failed with exit code 1 (use -v to see invocation)
    """

  /// No error from the compiler at all: a linker's failure.
  static let linker = """
    [6/7] Linking workbook
    error: link command failed with exit code 1 (use -v to see invocation)
    """

  @Test(arguments: [
    (
      swift6Syntax, "Chapters/01-FoodTracker/Exercise/MealTableViewController.swift:18:5",
      "expected ')' in expression list", "    if let savedMeals = loadMeals() {"
    ),
    (
      swift6Name, "Chapters/01-FoodTracker/Exercise/MealTableViewController.swift:19:16",
      "cannot find 'savedMealz' in scope", "      meals += savedMealz"
    ),
    (
      classic, "Chapters/01-FoodTracker/Exercise/Meal.swift:4:12",
      "cannot convert return expression of type 'String' to return type 'Int'", "    return \"s\""
    ),
  ])
  func theFirstErrorInTheExercise(output: String, location: String, message: String, source: String) throws {
    let error = try #require(
      CompilerDiagnostic.firstError(in: output, packageRoot: Self.root, preferredFolder: Self.exercise))
    #expect(error.location == location)
    #expect(error.message == message)
    #expect(error.sourceLine == source)
  }

  @Test func anErrorOutsideTheExerciseWhenItHasNone() throws {
    let output = Self.classic.replacingOccurrences(of: "Exercise/Meal.swift", with: "Kit/Meal.swift")
    let error = try #require(
      CompilerDiagnostic.firstError(in: output, packageRoot: Self.root, preferredFolder: Self.exercise))
    #expect(error.location == "Chapters/01-FoodTracker/Catalog/Catalog.swift:9:20")
  }

  @Test func noCompilerErrorInALinkersFailure() {
    #expect(CompilerDiagnostic.firstError(in: Self.linker, packageRoot: Self.root) == nil)
  }

  /// The caret sits under the column, a tab kept as a tab so that it lines up.
  @Test(arguments: [
    ("      meals += savedMealz", 16, ["  19 |       meals += savedMealz", "     |                ^"]),
    ("\tlet x = y", 10, ["  19 | \tlet x = y", "     | \t        ^"]),
  ])
  func theCaretUnderTheColumn(source: String, column: Int, excerpt: [String]) {
    let error = CompilerDiagnostic(
      file: "F.swift", line: 19, column: column, message: "m", sourceLine: source)
    #expect(error.excerpt() == excerpt)
  }

  /// A source line the output does not quote (LLVM style at the end of a file) is read from it.
  @Test func theSourceLineFromTheFileWhenNotQuoted() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diag-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("A.swift")
    try "struct A {\n  let x = 1\n".write(to: file, atomically: true, encoding: .utf8)
    let output = "\(file.path):2:12: error: expected '}' in struct\n\n^\n"
    let error = try #require(CompilerDiagnostic.firstError(in: output, packageRoot: folder))
    #expect(error.location == "A.swift:2:12")
    #expect(error.sourceLine == "  let x = 1")
  }
}
