import Foundation
import Testing

@testable import Workbook
@testable import WorkbookRunner

/// The one screen of `workbook watch`, from a build's error or a `VerifyReport`.
struct WatchScreenTests {
  static func subject(_ scenario: String) -> RunSubject {
    RunSubject(chapter: "FoodTracker", variant: "exercise", scenario: scenario)
  }

  static let hint = GoalHint(
    smell: "The controller archives the meals itself.", move: "Move the archive behind a protocol.",
    shownAt: "5-injected")

  static let goals = [
    GoalResult(statement: "No file system in the controller", findings: []),
    GoalResult(
      statement: "Persistence behind a protocol",
      findings: ["Chapters/01-FoodTracker/Exercise/MealTableViewController.swift:161: PropertyListEncoder"],
      hint: hint),
    GoalResult(statement: "A presenter a spy can test", findings: ["found no type named *Presenter"]),
  ]

  static let difference = TranscriptDifference(
    firstDifferingAction: 6, diff: "  ▶ 6. tap \"Save\"\n- title Your Meals\n+ title Our Meals",
    approved: "Chapters/01-FoodTracker/Transcripts/add-meal.txt",
    received: "Chapters/01-FoodTracker/Transcripts/add-meal.exercise.received.txt")

  static func report(_ outcomes: [RunOutcome], goals: [GoalResult] = goals) -> VerifyReport {
    VerifyReport(number: "01", chapter: "FoodTracker", variant: "exercise", outcomes: outcomes, goals: goals)
  }

  static func screen(_ verdict: WatchVerdict, hintLevel: Int = 1, keys: Bool = true) -> String {
    let saved = Date(timeIntervalSince1970: 0)
    let timing = WatchTiming(
      savedAt: saved, verdictAt: saved + 2.4, buildSeconds: 1.7, verifySeconds: 0.6)
    return WatchScreen(
      number: "01", chapter: "FoodTracker", verdict: verdict, timing: timing, hintLevel: hintLevel,
      keys: keys,
      exercisePath: "Chapters/01-FoodTracker/Exercise"
    ).rendered()
  }

  static let holding = [RunOutcome(subject("first-launch"), .same), RunOutcome(subject("add-meal"), .same)]

  @Test func goalsWithTheFirstUnmetGoalsHintAndFindings() {
    let screen = Self.screen(.verified(Self.report(Self.holding)))
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
    #expect(screen.hasPrefix("workbook watch 01 · FoodTracker — saved "))
    #expect(screen.contains("→ verdict in 2.4 s (build 1.7 s, verify 0.6 s)"))
    #expect(
      Array(lines) == [
        "",
        "✓ Behaviour preserved: 2 of 2 scenarios as approved",
        "",
        "1 of 3 goals ▰▱▱",
        "  ✓ 1. No file system in the controller",
        "  ✗ 2. Persistence behind a protocol",
        "  ✗ 3. A presenter a spy can test",
        "",
        "Hint for goal 2 (1 of 3, the smell):",
        "  The controller archives the meals itself.",
        "Where goal 2 looked:",
        "  Chapters/01-FoodTracker/Exercise/MealTableViewController.swift:161: PropertyListEncoder",
        "",
        "watching Chapters/01-FoodTracker/Exercise/ · h next hint level · r re-run · q quit",
        "",
      ])
  }

  @Test(arguments: [
    (1, "Hint for goal 2 (1 of 3, the smell):", "The controller archives the meals itself."),
    (2, "Hint for goal 2 (2 of 3, the move):", "Move the archive behind a protocol."),
    (3, "Hint for goal 2 (3 of 3, where the chapter shows it):", "swift run workbook diff 01 5-injected"),
    (
      7, "Hint for goal 2 (3 of 3, where the chapter shows it):", "docs/chapters/01-FoodTracker/5-injected.md"
    ),
  ])
  func eachHintLevel(level: Int, heading: String, text: String) {
    let screen = Self.screen(.verified(Self.report(Self.holding)), hintLevel: level)
    #expect(screen.contains(heading))
    #expect(screen.contains(text))
  }

  @Test func aCompilerErrorAloneWithItsCaret() {
    let error = CompilerDiagnostic(
      file: "Chapters/01-FoodTracker/Exercise/MealTableViewController.swift", line: 19, column: 16,
      message: "cannot find 'savedMealz' in scope", sourceLine: "      meals += savedMealz")
    let screen = Self.screen(.doesNotCompile(error))
    #expect(
      screen.contains(
        """
        ✗ Does not compile
          Chapters/01-FoodTracker/Exercise/MealTableViewController.swift:19:16: error: cannot find 'savedMealz' in scope
          19 |       meals += savedMealz
             |                ^

        """))
    #expect(!screen.contains("goals"))
    #expect(screen.contains("(build 1.7 s, verify 0.6 s)"))
  }

  @Test func aCrashThenTheBehaviourThenTheGoals() throws {
    let crash = """
      Fatal error: Unexpectedly found nil while unwrapping an Optional value (FoodTrackerExercise/MealTableViewController.swift:42)
      in MealTableViewController.prepare(for:sender:) at Chapters/01-FoodTracker/Exercise/MealTableViewController.swift:42:31
      the process stopped on signal 4 (SIGILL)
      """
    let outcomes = [
      RunOutcome(Self.subject("first-launch"), .same),
      RunOutcome(Self.subject("add-meal"), .trapped(crash: crash)),
      RunOutcome(Self.subject("edit-meal"), .trapped(crash: crash)),
      RunOutcome(Self.subject("cancel-add"), .differs(Self.difference)),
    ]
    let screen = Self.screen(.verified(Self.report(outcomes)))
    let crashAt = try #require(screen.range(of: "‼ Crashes in scenario add-meal (and 1 more scenario)"))
    let differsAt = try #require(screen.range(of: "✗ Behaves differently in scenario cancel-add"))
    let goalsAt = try #require(screen.range(of: "1 of 3 goals ▰▱▱"))
    #expect(crashAt.lowerBound < differsAt.lowerBound && differsAt.lowerBound < goalsAt.lowerBound)
    // Wrapped between words: the path whole on a line of its own.
    #expect(
      screen.contains(
        "  in MealTableViewController.prepare(for:sender:) at\n"
          + "    Chapters/01-FoodTracker/Exercise/MealTableViewController.swift:42:31\n"))
    #expect(
      screen.contains(
        "  first differing action: 6\n  - title Your Meals\n  + title Our Meals\n  the lines before it:\n    ▶ 6. tap \"Save\"\n"
      ))
    #expect(!screen.contains("Behaviour preserved"))
    let onlyCrashes = Array(outcomes.prefix(3))
    #expect(Self.screen(.verified(Self.report(onlyCrashes))).contains("✓ The other 1 scenario as approved\n"))
  }

  /// The diffs of issue 26: chapter 01's (a block removed, then one inserted), chapter 03's
  /// `prefix(4)` (a line removed, nothing inserted), a line inserted.
  static let diffs: [(diff: String, pairs: [String])] = [
    (
      "--- approved\n+++ actual\n  ▶ 2. tap \"+\"\n- Meal 1\n- Meal 2\n- Meal 3\n- Meal 4\n+ Meal 9\n+ Meal 8",
      [
        "  - Meal 1", "  + Meal 9", "  - Meal 2", "  + Meal 8", "  - Meal 3", "  + (no line here)",
        "  … 1 more changed line in the files below",
      ]
    ),
    (
      "--- approved\n+++ actual\n  ▶ 3. release\n" + (1...14).map { "  Post \($0)" }.joined(separator: "\n")
        + "\n-         Router · 31 May 2017",
      [
        "  -         Router · 31 May 2017", "  + (no line here)", "  the lines before it:", "    Post 13",
        "    Post 14",
      ]
    ),
    (
      "--- approved\n+++ actual\n  ▶ 1. launch\n+ button \"Edit\"",
      ["  - (no line here)", "  + button \"Edit\""]
    ),
  ]

  /// The first differing lines come first, as `-`/`+` pairs, and before any header: in the first
  /// rows of an 80×24 window.
  @Test(arguments: diffs)
  func theDiffShowsBothSidesFirst(diff: String, pairs: [String]) throws {
    let difference = TranscriptDifference(
      firstDifferingAction: 3, diff: diff, approved: "a.txt", received: "b.txt")
    let screen = WatchScreen(
      number: "03", chapter: "ListPosts",
      verdict: .verified(Self.report([RunOutcome(Self.subject("s"), .differs(difference))])),
      timing: nil, exercisePath: "Chapters/03-ListPosts/Exercise", width: 80, height: 24
    ).rendered()
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let first = try #require(lines.firstIndex(of: "  first differing action: 3"))
    #expect(Array(lines[(first + 1)...].prefix(pairs.count)) == pairs, "\(screen)")
    #expect(first + pairs.count < 24)
    #expect(!screen.contains("--- approved") && !screen.contains("+++ actual"))
    #expect(lines.allSatisfy { $0.count <= 80 })
    // The whole screen fits in the window, the status line's row included: the rest is cut
    // from its end, never the diff at its top.
    #expect(lines.count <= 24, "\(screen)")
    let short = WatchScreen(
      number: "03", chapter: "ListPosts",
      verdict: .verified(Self.report([RunOutcome(Self.subject("s"), .differs(difference))])),
      timing: nil, exercisePath: "Chapters/03-ListPosts/Exercise", width: 80, height: 14
    ).rendered()
    let shortLines = short.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(shortLines.count <= 14, "\(short)")
    #expect(short.contains(pairs[0] + "\n") && short.contains("more lines: a taller window"), "\(short)")
  }

  @Test func everyGoalMet() {
    let met = Self.goals.map { GoalResult(statement: $0.statement, findings: []) }
    let screen = Self.screen(.verified(Self.report(Self.holding, goals: met)), keys: false)
    #expect(screen.contains("3 of 3 goals ▰▰▰"))
    #expect(screen.contains("Done: every goal met, behaviour preserved."))
    #expect(!screen.contains("Hint"))
    #expect(screen.contains("· Ctrl-C to stop"))
  }

  @Test(arguments: [(0, 4, "▱▱▱▱"), (2, 4, "▰▰▱▱"), (4, 4, "▰▰▰▰")])
  func theProgressBar(met: Int, total: Int, bar: String) {
    #expect(WatchScreen.progressBar(met: met, of: total) == bar)
  }

  /// verify's JSON read back is the report: what the loop draws from.
  @Test func verifysJSONIsReadBack() throws {
    let report = Self.report(Self.holding)
    let json = try Runner.json(report)
    let ending = WatchChild.Ending(output: json, errors: "", status: 1, stopped: false)
    #expect(WatchSession.verifyVerdict(ending) == .verified(report))
    let broken = WatchChild.Ending(
      output: "", errors: "workbook: no chapter \"07\"", status: 64, stopped: false)
    #expect(
      WatchSession.verifyVerdict(broken) == .couldNotVerify("exit status 64\nworkbook: no chapter \"07\""))
  }
}
