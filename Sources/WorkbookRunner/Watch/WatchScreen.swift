import Foundation
import Workbook

/// The one screen `workbook watch` shows after each round, in the order of what matters: the
/// first compiler error; else the crash, the first scenario that behaves differently, and the
/// goals (a progress bar, each goal ✓ or ✗, and the hint and findings of the unmet goal being
/// worked on).
public struct WatchScreen: Sendable {
  public let number: String
  public let chapter: String
  public let verdict: WatchVerdict
  public let timing: WatchTiming?
  /// The hint level asked for with `h` (1 to 3).
  public let hintLevel: Int
  /// Whether the keys work (on a terminal): the screen then lists them.
  public let keys: Bool
  /// The exercise's folder, relative to the repository's root.
  public let exercisePath: String
  /// The exercise's tests folder, relative to the repository's root, when it is watched.
  public let testsPath: String?
  /// The window's height in rows, when the screen must fit in it (nil: any length).
  public let height: Int?
  /// The window's width in columns: long lines are wrapped between words to it.
  public let width: Int
  /// The index of the goal being worked on, whose hint is shown (see `WatchFocus`; nil, or a
  /// goal that is met: the first unmet goal).
  public let focus: Int?
  /// What the focused goal's check found where the exercise starts (nil: the smell as written).
  public let openingFindings: [String]?

  public init(
    number: String, chapter: String, verdict: WatchVerdict, timing: WatchTiming?, hintLevel: Int = 1,
    keys: Bool = false, exercisePath: String, testsPath: String? = nil, width: Int = 102,
    height: Int? = nil, focus: Int? = nil, openingFindings: [String]? = nil
  ) {
    self.number = number
    self.chapter = chapter
    self.verdict = verdict
    self.timing = timing
    self.hintLevel = hintLevel
    self.keys = keys
    self.exercisePath = exercisePath
    self.testsPath = testsPath
    self.width = max(width, 40)
    self.height = height.map { max($0, 12) }
    self.focus = focus
    self.openingFindings = openingFindings
  }

  /// The index of the goal whose hint is shown: the focused one while it is unmet, else the
  /// first unmet goal.
  static func hinted(_ goals: [GoalResult], focus: Int?) -> Int? {
    if let focus, goals.indices.contains(focus), !goals[focus].isMet { return focus }
    return goals.firstIndex { !$0.isMet }
  }

  /// Most lines a section shows of a diff, a crash or a list of findings.
  static let sectionLines = 12

  public func rendered(style: TextStyle = .plain) -> String {
    let heading = "workbook watch \(number) · \(chapter)" + (timing.map { " — \($0.summary)" } ?? "")
    let legend = keys ? "h next hint level · r re-run · q quit" : "Ctrl-C to stop"
    let watched = "\(exercisePath)/" + (testsPath.map { " and \($0)/ (a saved test runs)" } ?? "")
    let footer = [""] + wrapped("watching \(watched) · \(legend)").map { String($0.dropFirst(2)) }
    var body = body(style: style)
    if let height {
      // The top of the screen matters most: what does not fit in the window is cut from the
      // bottom of the body, not scrolled off its top. One row is the status line's.
      let room = height - 1 - rows(heading) - 1 - footer.reduce(0) { $0 + rows($1) } - 1
      let plain = self.body(style: .plain)
      if plain.reduce(0, { $0 + rows($1) }) > room + 1 {
        var used = 0
        let kept = plain.prefix { line in
          used += rows(line)
          return used <= room
        }.count
        body =
          Array(body.prefix(kept)) + [
            style.dim("  … \(plain.count - kept) more lines: a taller window, or workbook verify \(number)")
          ]
      }
    }
    let lines = [style.bold(heading), ""] + body + footer.map { $0.isEmpty ? $0 : style.dim($0) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The rows a line takes in the window.
  private func rows(_ line: String) -> Int {
    max(1, (line.count + width - 1) / width)
  }

  private func body(style: TextStyle) -> [String] {
    switch verdict {
    case .doesNotCompile(let error):
      return [
        style.red("✗ Does not compile"), "  \(error.location): \(style.bold("error:")) \(error.message)",
      ] + error.excerpt()
    case .buildFailed(let lastLines):
      return [style.red("✗ The build failed without a compiler error to show; its last lines:")]
        + lastLines.suffix(Self.sectionLines).map { "  " + $0 }
    case .couldNotVerify(let message):
      return [style.red("✗ The exercise builds, but `workbook verify \(number)` gave no report:")]
        + message.split(separator: "\n").prefix(Self.sectionLines).map { "  " + $0 }
    case .exerciseMissing(let message):
      return [style.red("✗ \(message)")]
    case .testRan(let run):
      return testLines(run, style: style)
    case .verified(let report):
      return crashLines(report, style: style) + behaviourLines(report, style: style)
        + goalLines(report, style: style)
    }
  }

  // MARK: - A test of the attendee's

  /// The test's verdict, and each failing expectation whole, wrapped to the window.
  private func testLines(_ run: WatchTestRun, style: TextStyle) -> [String] {
    let heading =
      run.passed
      ? style.green("✓ Test \(run.filter) passes") : style.red("✗ Test \(run.filter) fails")
    var lines = [heading] + wrapped("\(run.file) · swift test --filter \(run.filter)").map { style.dim($0) }
    for issue in run.issues {
      lines += issue.split(separator: "\n").flatMap { wrapped(String($0)) }
    }
    if !run.passed && run.issues.isEmpty {
      lines.append("  no expectation failed: did it build? `swift test --filter \(run.filter)` says why")
    }
    if let summary = run.summary { lines += wrapped(summary).map { style.dim($0) } }
    return lines + ["", style.dim("r: the exercise's verdict again")]
  }

  // MARK: - Crashes

  private func crashLines(_ report: VerifyReport, style: TextStyle) -> [String] {
    let crashes = report.outcomes.filter { $0.verdict.isCrash && !Self.wasNotRun($0) }
    guard let first = crashes.first else { return [] }
    let notRun = report.outcomes.count(where: Self.wasNotRun)
    let more =
      (crashes.count > 1 ? " (and \(Self.count(crashes.count - 1, "more scenario")))" : "")
      + (notRun > 0 ? "; \(Self.count(notRun, "scenario")) after it not run" : "")
    let what = first.verdict.status == .hung ? "‼ Hangs" : "‼ Crashes"
    var lines = [style.magenta(what) + " in scenario \(first.subject.scenario)\(more)"]
    switch first.verdict {
    case .trapped(let account), .hung(let account):
      lines += account.split(separator: "\n").prefix(Self.sectionLines).flatMap { wrapped(String($0)) }
    case .crashed(let difference):
      lines.append("  at action \(difference.firstDifferingAction):")
      lines += diffLines(difference.diff, style: style)
    default: break
    }
    return lines + [""]
  }

  /// A scenario left unrun because one before it hung.
  private static func wasNotRun(_ outcome: RunOutcome) -> Bool {
    if case .hung(let account) = outcome.verdict {
      account.hasPrefix(IsolatedRunner.notRunPrefix)
    } else {
      false
    }
  }

  // MARK: - Behaviour

  private func behaviourLines(_ report: VerifyReport, style: TextStyle) -> [String] {
    let summary = report.summary
    let differing = report.outcomes.filter { !$0.holds && !$0.verdict.isCrash }
    guard let first = differing.first else {
      let crashed = report.outcomes.count(where: \.verdict.isCrash)
      guard crashed == 0 else {
        let others = summary.scenariosHolding
        return others == 0
          ? [] : [style.green("✓") + " The other \(Self.count(others, "scenario")) as approved", ""]
      }
      let scenarios =
        "\(summary.scenariosHolding) of \(Self.count(summary.scenarios, "scenario")) as approved"
      return [style.green("✓") + " Behaviour preserved: \(scenarios)", ""]
    }
    let more = differing.count > 1 ? " (and \(Self.count(differing.count - 1, "more scenario")))" : ""
    var lines = [style.red("✗ Behaves differently") + " in scenario \(first.subject.scenario)\(more)"]
    switch first.verdict {
    case .differs(let difference):
      lines.append("  first differing action: \(difference.firstDifferingAction)")
      lines += diffLines(difference.diff, style: style)
      lines.append(style.dim("  approved: \(difference.approved)"))
      if let received = difference.received { lines.append(style.dim("  received: \(received)")) }
    default:
      lines += VerifyReport.verdict(first).split(separator: "\n").map { "  " + $0 }
    }
    return lines + [""]
  }

  /// A diff of one action, its first change first (see `FirstDifference`).
  private func diffLines(_ diff: String, style: TextStyle) -> [String] {
    FirstDifference(diff: diff).lines(style: style, indent: "  ", unshownAre: "in the files below")
  }

  // MARK: - Goals

  private func goalLines(_ report: VerifyReport, style: TextStyle) -> [String] {
    let goals = report.goals
    guard !goals.isEmpty else { return [style.dim("(\(report.chapter) declares no refactoring goals)")] }
    let met = goals.count(where: \.isMet)
    var lines = [
      "\(met) of \(Self.count(goals.count, "goal")) " + Self.progressBar(met: met, of: goals.count)
    ]
    for (index, goal) in goals.enumerated() {
      let given = report.isGiven(goal) ? style.dim(" (given)") : ""
      lines.append(
        "  \(goal.isMet ? style.green("✓") : style.red("✗")) \(index + 1). \(goal.statement)\(given)")
    }
    if let next = Self.hinted(goals, focus: focus) {
      lines.append("")
      lines += nextGoalLines(goals[next], number: next + 1, style: style)
    } else if report.summary.behaviourPreserved {
      lines += ["", style.green("Done: every goal met, behaviour preserved.")]
    }
    return lines
  }

  /// The goal worked on: its hint at the level asked for, and where it found what it objects to.
  private func nextGoalLines(_ goal: GoalResult, number: Int, style: TextStyle) -> [String] {
    var lines: [String] = []
    if let hint = goal.hint {
      let level = min(max(hintLevel, 1), hint.levels)
      let name = ["the smell", "the move", "where the chapter shows it"][level - 1]
      lines.append(style.bold("Hint for goal \(number)") + " (\(level) of \(hint.levels), \(name)):")
      let text = hint.text(
        level: level, chapterNumber: self.number, chapterName: chapter, findings: goal.findings,
        opening: openingFindings)
      lines += text.split(separator: "\n").flatMap { HintReport.wrapped(String($0), width: width - 2) }.map {
        "  " + $0
      }
    }
    if !goal.findings.isEmpty {
      lines.append(style.bold("Where goal \(number) looked:"))
      lines += goal.findings.prefix(Self.sectionLines / 2).flatMap { wrapped($0) }
      if goal.findings.count > Self.sectionLines / 2 {
        lines.append(
          style.dim(
            "  … and \(goal.findings.count - Self.sectionLines / 2) more (workbook verify \(self.number))"))
      }
    }
    return lines
  }

  /// A line indented by two, wrapped between words to the screen's width, its continuations
  /// by four.
  private func wrapped(_ line: String) -> [String] {
    let lines = HintReport.wrapped(line, width: width - 2)
    guard let first = lines.first, lines.count > 1 else { return lines.map { "  " + $0 } }
    let rest = lines.dropFirst().joined(separator: " ")
    return ["  " + first] + HintReport.wrapped(rest, width: width - 4).map { "    " + $0 }
  }

  /// "▰▰▱▱": one block per goal, filled for each goal met.
  public static func progressBar(met: Int, of total: Int) -> String {
    String(repeating: "▰", count: met) + String(repeating: "▱", count: max(total - met, 0))
  }

  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
