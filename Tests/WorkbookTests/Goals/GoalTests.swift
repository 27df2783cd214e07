import Foundation
import Testing

@testable import SwiftScanning
@testable import Workbook
@testable import WorkbookFixtures

/// The refactoring-goal engine on a fixture of sources: each kind of check holds and fails when
/// it should, comments and string literals never count, lines of code are counted as stated, and
/// every failure names the file and the line.
struct GoalTests {
  /// Two files that trip every naive reading: words in comments and strings, a brace in a string,
  /// nested block comments, a conformance declared in an extension, `private(set)`, a local
  /// variable with a member's name, and a word inside a longer one ("Metadata").
  static let fixture = SwiftSources(files: [
    "MealTableViewController.swift": """
    import Foundation
    import HeadlessUIKit

    // Saved with FileManager, once upon a time.
    /* A block comment that mentions PropertyListEncoder,
       /* nested */ and Data(contentsOf: too. */
    class MealTableViewController: UITableViewController {
      private var meals: [Meal] = []
      let note = "FileManager in a string is not code"
      let shown = "count: \\(meals.count) { is not a brace"

      override func viewDidLoad() {
        super.viewDidLoad()
        // A comment line is not a line of code.

        let archive = try? Data(contentsOf: url)
        meals = decode(archive)
      }

      func save() { try? PropertyListEncoder().encode(meals).write(to: url) }
    }

    extension MealTableViewController: MealsUI {
      func show(_ meals: [Meal]) {
        self.meals = meals
      }
    }

    """,
    "Sources/MealsUI.swift": """
    @MainActor
    protocol MealsUI: AnyObject {
      func show(_ meals: [Meal])
    }

    protocol MealStorage {
      func load() throws -> [Meal]?
    }

    struct FileMealStorage: MealStorage {
      let url: URL
      func load() throws -> [Meal]? { nil }
    }

    final class AddViewController: UIViewController {
      private weak var textField: UITextField!
      private(set) var datePicker: UIDatePicker!
      weak var dataSource: (any UITableViewDataSource)?

      override func loadView() {
        let textField = UITextField()
        self.textField = textField
      }
    }

    """,
  ])

  @Test(arguments: [
    // Absent: comments and strings don't count; words match whole.
    (SourceCheck.lacks(["FileManager"], in: .type("MealTableViewController")), [String]()),
    (.lacks(["Data", "Source", "data"], in: .file("MealsUI.swift")), []),
    (
      .lacks(["PropertyListEncoder", "Data(contentsOf:"], in: .type("MealTableViewController")),
      [
        "MealTableViewController.swift:16: Data(contentsOf: — let archive = try? Data(contentsOf: url)",
        "MealTableViewController.swift:20: PropertyListEncoder — "
          + "func save() { try? PropertyListEncoder().encode(meals).write(to: url) }",
      ]
    ),
    (
      .lacks(["meals", "url"], in: .function("save", in: "MealTableViewController")),
      [
        "MealTableViewController.swift:20: meals, url — "
          + "func save() { try? PropertyListEncoder().encode(meals).write(to: url) }"
      ]
    ),
    // Every file but one (an app's composition root may make what it hands over).
    (.lacks(["PropertyListEncoder"], in: .everywhereBut("MealTableViewController.swift")), []),
    (
      .lacks(["PropertyListEncoder"], in: .everywhereBut("MealsUI.swift")),
      [
        "MealTableViewController.swift:20: PropertyListEncoder — "
          + "func save() { try? PropertyListEncoder().encode(meals).write(to: url) }"
      ]
    ),
    // Present.
    (.contains(["FileManager"], in: .everywhere), ["no FileManager in the sources"]),
    (.contains(["super.viewDidLoad()"], in: .function("viewDidLoad", in: "MealTableViewController")), []),
    (
      .contains(["self.meals = meals", "save()"], in: .function("show", in: "MealTableViewController")),
      ["no save() in MealTableViewController.show()"]
    ),
    // Declarations.
    (.declares(.protocol("*Storage")), []),
    (.declares(.protocol("*Store")), ["found no protocol named *Store"]),
    (.declares(.type("MealTableViewController", conformingTo: "*")), []),
    (
      .declares(.type("*", conformingTo: "*Storage"), atLeast: 2),
      [
        "found 1 of the 2 needed: type conforming to a protocol named *Storage declared in these sources"
          + " — FileMealStorage (Sources/MealsUI.swift:10)"
      ]
    ),
    (
      .declares(.type("AddViewController", conformingTo: "*")),
      [
        "found no type named AddViewController conforming to a protocol declared in these sources",
        "Sources/MealsUI.swift:15: AddViewController adopts no protocol declared in these sources"
          + " — final class AddViewController: UIViewController {",
      ]
    ),
    (.declares(.property("textField", isPrivate: true), in: .type("AddViewController")), []),
    (
      .declares(.property("datePicker", isPrivate: true), in: .type("AddViewController")),
      [
        "found no private property datePicker in AddViewController",
        "Sources/MealsUI.swift:17: datePicker is not private — private(set) var datePicker: UIDatePicker!",
      ]
    ),
    (.declares(.function("load"), in: .type("FileMealStorage")), []),
    // Lines of code: blank lines and comments don't count; a type counts its extensions.
    (.atMost(3, linesIn: .function("viewDidLoad", in: "MealTableViewController")), []),
    (
      .atMost(2, linesIn: .function("viewDidLoad", in: "MealTableViewController")),
      ["MealTableViewController.swift:12: func viewDidLoad() has 3 lines of code; at most 2"]
    ),
    (
      .atMost(1, linesIn: .function("*", in: "MealTableViewController")),
      ["MealTableViewController.swift:12: func viewDidLoad() has 3 lines of code; at most 1"]
    ),
    (
      .atMost(10, linesIn: .type("MealTableViewController")),
      [
        "MealTableViewController (MealTableViewController.swift:7, MealTableViewController.swift:23) "
          + "has 12 lines of code; at most 10"
      ]
    ),
    (.atMost(12, linesIn: .type("MealTableViewController")), []),
    (.atMost(20, linesIn: .file("MealsUI.swift")), []),
    (
      .atMost(19, linesIn: .file("MealsUI.swift")), ["Sources/MealsUI.swift has 20 lines of code; at most 19"]
    ),
    // A scope that names nothing fails: a goal about a type that is gone cannot hold.
    (.lacks(["FileManager"], in: .type("MealViewController")), ["no type MealViewController in the sources"]),
    (
      .atMost(5, linesIn: .function("viewWillAppear", in: "MealTableViewController")),
      ["no func viewWillAppear() in MealTableViewController"]
    ),
    (.contains(["x"], in: .file("Nope.swift")), ["no file Nope.swift in the sources"]),
  ])
  func eachKindOfCheckSaysWhatItFoundWhere(check: SourceCheck, findings: [String]) {
    #expect(check.findings(in: Self.fixture) == findings)
  }

  @Test func aGoalIsMetWhenEveryCheckHoldsAndListsWhatFailed() {
    let goal = RefactoringGoal(
      "Persistence sits behind a protocol",
      .declares(.protocol("*Storage")),
      .lacks(["PropertyListEncoder"], in: .type("MealTableViewController")))
    let result = goal.evaluate(in: Self.fixture)
    #expect(!result.isMet)
    #expect(result.statement == "Persistence sits behind a protocol")
    #expect(result.findings.count == 1)
    #expect(result.findings.first?.hasPrefix("MealTableViewController.swift:20: PropertyListEncoder") == true)
    #expect(RefactoringGoal("Storage", .declares(.protocol("*Storage"))).evaluate(in: Self.fixture).isMet)
    #expect("\(goal)" == "Persistence sits behind a protocol")
  }

  @Test func linesOfCodeLeaveOutBlankLinesAndCommentsButNotStrings() {
    let sources = SwiftSources(files: [
      "Help.swift": """
      struct Help {
        func text() -> String {
          // Why: the help is long.

          /* A block comment
             over two lines. */
          return \"\"\"
            First line

            Last line
            \"\"\"
        }
        func empty() {}
        func one() { print("}") }
      }
      """
    ])
    #expect(
      SourceCheck.atMost(3, linesIn: .function("*", in: "Help")).findings(in: sources) == [
        "Help.swift:2: func text() has 4 lines of code; at most 3"
      ])
    #expect(SourceCheck.atMost(0, linesIn: .function("empty", in: "Help")).findings(in: sources).isEmpty)
    #expect(
      SourceCheck.atMost(0, linesIn: .function("one", in: "Help")).findings(in: sources) == [
        "Help.swift:14: func one() has 1 line of code; at most 0"
      ])
    #expect(
      SourceCheck.atMost(9, linesIn: .file("Help.swift")).findings(in: sources) == [
        "Help.swift has 10 lines of code; at most 9"
      ])
  }

  @Test func aLongListOfFindingsIsCappedWithACount() {
    let sources = SwiftSources(files: [
      "Long.swift": (1...9).map { "let value\($0) = FileManager.default" }.joined(separator: "\n")
    ])
    let findings = SourceCheck.lacks(["FileManager"], in: .everywhere).findings(in: sources)
    #expect(findings.count == 7)
    #expect(findings.first == "Long.swift:1: FileManager — let value1 = FileManager.default")
    #expect(findings.last == "… and 3 more lines")
  }

  @Test(arguments: [
    ("let a = 1 // FileManager", "let a = 1 " + spaces(14)),
    ("let s = \"// not a comment\" + x", "let s = \"" + spaces(16) + "\" + x"),
    ("let s = \"a \\\"quoted\\\" b\"; f()", "let s = \"" + spaces(14) + "\"; f()"),
    ("let s = \"\\(f(\"{\")) x\"; g()", "let s = \"" + spaces(2) + "f(\" \")" + spaces(3) + "\"; g()"),
    ("let r = #\"a \\\" b\"#; h()", "let r = #\"" + spaces(6) + "\"#; h()"),
    ("a /* b /* c */ d */ e", "a " + spaces(17) + " e"),
    ("let m = \"\"\"\n  { FileManager\n  \"\"\"\nk()", "let m = \"\"\"\n" + spaces(15) + "\n  \"\"\"\nk()"),
  ])
  func commentsAndStringLiteralsAreBlankedKeepingColumns(source: String, code: String) {
    let blanked = String(SwiftSourceFile.blankingCommentsAndStrings(Array(source)).code)
    #expect(blanked == code)
    #expect(blanked.count == source.count)
  }

  @Test(arguments: [
    ("*Storage", "MealStorage", true), ("*Storage", "Storage", true), ("*Storage", "MealStorages", false),
    ("InMemory*", "InMemoryMealStorage", true), ("*", "", true), ("*Meal*", "FileMealStorage", true),
    ("Meal", "Meals", false), ("a*b*c", "aXbYbZc", true), ("a*b*c", "aXbYc!", false),
  ])
  func namePatternsUseAStarForAnyRun(pattern: String, name: String, matches: Bool) {
    #expect(Glob(pattern).matches(name) == matches)
  }

  @Test func goalsReadAFolderOfSwiftFilesOrFailSayingWhy() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "goal-tests-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try "protocol MealStorage {}\n".write(
      to: folder.appendingPathComponent("MealStorage.swift"), atomically: true, encoding: .utf8)
    try "protocol NotSwiftStorage {}\n".write(
      to: folder.appendingPathComponent("Notes.txt"), atomically: true, encoding: .utf8)
    let goals = [
      RefactoringGoal("A storage protocol", .declares(.protocol("*Storage"))),
      RefactoringGoal("Only Swift files are read", .lacks(["NotSwiftStorage"], in: .everywhere)),
      RefactoringGoal("Two storage protocols", .declares(.protocol("*Storage"), atLeast: 2)),
    ]
    let results = RefactoringGoal.results(of: goals, in: folder)
    #expect(results.map(\.isMet) == [true, true, false])
    #expect(
      results[2].findings == [
        "found 1 of the 2 needed: protocol named *Storage — MealStorage (MealStorage.swift:1)"
      ])

    let missing = RefactoringGoal.results(of: goals, in: folder.appendingPathComponent("Gone"))
    #expect(missing.allSatisfy { !$0.isMet })
    #expect(missing[0].findings == ["cannot read the sources: no source folder at \(folder.path)/Gone"])
  }

  @Test @MainActor func aCatalogRejectsGoalsThatCannotFail() throws {
    let empty = RefactoringGoal("Anything goes", [])
    let twice = RefactoringGoal("Short", .atMost(10, linesIn: .everywhere))
    let book = try ShelfBook(goals: [empty, twice, twice])
    defer { book.remove() }
    #expect(
      book.catalog.problems == [
        "goal \"Short\" is declared twice",
        "goal \"Anything goes\" has no checks: it would always be met",
      ])
    let sound = try ShelfBook(goals: [twice])
    defer { sound.remove() }
    #expect(sound.catalog.problems.isEmpty)
    let unmet = try ShelfBook(goals: [twice], goalsMetBy: [])
    defer { unmet.remove() }
    #expect(
      unmet.catalog.problems == [
        "the goals are met by no variant: name where the refactoring ends in goalsMetBy"
      ])
    let unknown = try ShelfBook(goals: [twice], goalsMetBy: ["9-Gone"])
    defer { unknown.remove() }
    #expect(unknown.catalog.problems == ["the goals are said to be met by an unknown variant \"9-gone\""])
  }
}

/// A run of spaces: what a blanked comment or string literal leaves.
private func spaces(_ count: Int) -> String {
  String(repeating: " ", count: count)
}
