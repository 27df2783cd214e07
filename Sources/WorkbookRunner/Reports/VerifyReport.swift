import Workbook

/// What `workbook verify` found about one variant (the exercise, usually): whether its behaviour
/// is the approved one, scenario by scenario, and whether each refactoring goal is met.
public struct VerifyReport: Codable, Equatable, Sendable {
  /// The counts of the closing line.
  public struct Summary: Codable, Equatable, Sendable {
    public let scenarios: Int
    /// Scenarios whose transcript is the approved one (or a declared divergence reproduced).
    public let scenariosHolding: Int
    public let goals: Int
    public let goalsMet: Int
    /// Goals met that the step the exercise started from already met (see `StartingPoint`).
    public let goalsGiven: Int
    public let behaviourPreserved: Bool
    public let allGoalsMet: Bool
  }

  public let number: String
  public let chapter: String
  public let variant: String
  /// One outcome per scenario, as in the matrix's column for the variant.
  public let outcomes: [RunOutcome]
  /// One result per goal that applies, in the catalog's order: the common goals, then which
  /// architecture is recognised, then its goals (see `GoalCheckup`).
  public let goals: [GoalResult]
  /// The architecture recognised in the variant's sources, if the chapter declares any.
  public let architecture: String?
  /// What is wrong with the chapter's catalog (a failure of its own).
  public let problems: [String]
  /// The step the exercise was reset from, and the goals it already met (nil: not an exercise).
  public let startingPoint: StartingPoint?

  public init(
    number: String, chapter: String, variant: String, outcomes: [RunOutcome], goals: [GoalResult],
    architecture: String? = nil, problems: [String] = [], startingPoint: StartingPoint? = nil
  ) {
    self.number = number
    self.chapter = chapter
    self.variant = variant
    self.outcomes = outcomes
    self.goals = goals
    self.architecture = architecture
    self.problems = problems
    self.startingPoint = startingPoint
  }

  private enum CodingKeys: String, CodingKey {
    case number, chapter, variant, outcomes = "cells", goals, architecture, problems, summary, exitCode
    case startingPoint = "startedFrom"
  }

  /// The summary and exit code are written for readers of the JSON, and recomputed on reading.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    number = try container.decode(String.self, forKey: .number)
    chapter = try container.decode(String.self, forKey: .chapter)
    variant = try container.decode(String.self, forKey: .variant)
    outcomes = try container.decode([RunOutcome].self, forKey: .outcomes)
    goals = try container.decode([GoalResult].self, forKey: .goals)
    architecture = try container.decodeIfPresent(String.self, forKey: .architecture)
    problems = try container.decode([String].self, forKey: .problems)
    startingPoint = try container.decodeIfPresent(StartingPoint.self, forKey: .startingPoint)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(number, forKey: .number)
    try container.encode(chapter, forKey: .chapter)
    try container.encode(variant, forKey: .variant)
    try container.encode(outcomes, forKey: .outcomes)
    try container.encode(goals.map { EncodedGoal($0, given: isGiven($0)) }, forKey: .goals)
    try container.encodeIfPresent(architecture, forKey: .architecture)
    try container.encode(problems, forKey: .problems)
    try container.encodeIfPresent(startingPoint, forKey: .startingPoint)
    try container.encode(summary, forKey: .summary)
    try container.encode(exitCode.rawValue, forKey: .exitCode)
  }

  /// A goal in the JSON: its result, whether it is met, spelled out, and its hint's levels.
  private struct EncodedGoal: Encodable {
    let statement: String
    let met: Bool
    let findings: [String]
    /// Met by the step the exercise started from, and still met.
    let given: Bool
    let hint: GoalHint?

    init(_ result: GoalResult, given: Bool) {
      statement = result.statement
      met = result.isMet
      findings = result.findings
      self.given = given
      hint = result.hint
    }
  }

  public var summary: Summary {
    let holding = outcomes.count { $0.holds }
    let met = goals.count { $0.isMet }
    return Summary(
      scenarios: outcomes.count, scenariosHolding: holding, goals: goals.count, goalsMet: met,
      goalsGiven: goals.count(where: isGiven), behaviourPreserved: holding == outcomes.count,
      allGoalsMet: met == goals.count)
  }

  /// 0 when the behaviour holds and every goal is met; 2 when a scenario crashed; 1 otherwise.
  public var exitCode: ExitCode {
    let summary = summary
    if outcomes.contains(where: \.verdict.isCrash) { return .crashed }
    guard summary.behaviourPreserved, summary.allGoalsMet, problems.isEmpty else { return .checksFailed }
    return .success
  }
}

// MARK: - Rendering

extension VerifyReport {
  /// The checklist: a heading, behaviour preserved ✓/✗ (with the scenarios that differ), each
  /// goal ✓/✗ (with what was found where), and a closing line that says what to do next.
  public func rendered(style: TextStyle = .plain) -> String {
    let summary = summary
    var lines = [style.bold("\(number) \(chapter) · \(variant)") + ": behaviour and refactoring goals", ""]

    let divergences = outcomes.count { $0.verdict.status == .divergence }
    let behaviour =
      "Behaviour preserved: \(summary.scenariosHolding) of \(count(summary.scenarios, "scenario")) as approved"
      + (divergences > 0 ? " (\(divergences) ≠ declared divergence\(divergences == 1 ? "" : "s"))" : "")
    lines.append("\(mark(summary.behaviourPreserved, style)) \(behaviour)")
    lines += CrashGroups(outcomes.filter { !$0.holds }, style: style, verdict: Self.verdict).lines
    if !summary.behaviourPreserved {
      lines += firstDifferenceLines(style: style)
      lines.append(
        style.dim("     the differences: swift run workbook run \(number) --variant \(variant)"))
    }
    for problem in problems {
      lines.append("\(style.red("✗")) \(chapter)'s catalog: \(problem)")
    }

    lines += startingPointLines(style: style)
    let firstUnmet = goals.firstIndex { !$0.isMet }
    for (index, goal) in goals.enumerated() {
      lines.append(
        "\(mark(goal.isMet, style)) \(index + 1). \(goal.statement)" + startNote(goal, style: style))
      lines += goal.findings.map { "     " + $0 }
      if index == firstUnmet { lines += hintLines(goal, style: style) }
    }
    if goals.isEmpty {
      lines.append(style.dim("  (\(chapter) declares no refactoring goals)"))
    }

    lines.append("")
    lines.append(closingLine(summary, style: style))
    return lines.joined(separator: "\n") + "\n"
  }

  /// The first scenario that behaves differently, its first change shown as the watch shows it,
  /// so that the learner sees what broke without another command.
  private func firstDifferenceLines(style: TextStyle) -> [String] {
    let first = outcomes.lazy.compactMap { outcome -> (String, TranscriptDifference)? in
      guard case .differs(let difference) = outcome.verdict else { return nil }
      return (outcome.subject.scenario, difference)
    }.first
    guard let (scenario, difference) = first else { return [] }
    let window = FirstDifference(diff: difference.diff)
    return ["     first difference, \(scenario) at action \(difference.firstDifferingAction):"]
      + window.lines(style: style, indent: "       ", unshownAre: "after these")
  }

  /// Under the first unmet goal: its hint's first level, and the command for the next.
  private func hintLines(_ goal: GoalResult, style: TextStyle) -> [String] {
    guard let hint = goal.hint else { return [] }
    let variant = self.variant == "exercise" ? "" : " --variant \(self.variant)"
    // Spoken to the findings only where mutants survived: the first survivor is the hint.
    let text = hint.text(
      level: 1, chapterNumber: number, chapterName: chapter, findings: goal.findings, opening: nil)
    return ["     hint: " + text]
      + [style.dim("     more: swift run workbook hint \(number)\(variant) --level 2")]
  }

  private func closingLine(_ summary: Summary, style: TextStyle) -> String {
    let goals = "\(summary.goalsMet) of \(count(summary.goals, "goal")) met" + givenCount(summary)
    // A problem of the catalog (a damaged transcript among them) comes first: until it is fixed, a
    // difference may not be the exercise's.
    if !problems.isEmpty {
      return style.red("\(goals), but \(chapter)'s catalog has problems — fix it first")
    }
    if !summary.behaviourPreserved {
      let changed = summary.scenarios - summary.scenariosHolding
      return style.red(
        "\(goals), but behaviour changed in \(changed) of \(count(summary.scenarios, "scenario"))"
          + " — put the behaviour back first")
    }
    if summary.goals == 0 { return style.green("behaviour preserved (no goals to check)") }
    if summary.allGoalsMet {
      return style.green(
        "all \(summary.goals == 1 ? "" : "\(summary.goals) ")goals met\(givenCount(summary)), behaviour preserved"
      )
    }
    return style.yellow("\(goals) — keep going")
  }

  private func mark(_ holds: Bool, _ style: TextStyle) -> String {
    holds ? style.green("✓") : style.red("✗")
  }

  private func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// A failing run in a few words: the first line of its account (and, for a trap, the
  /// runtime's message).
  static func verdict(_ outcome: RunOutcome) -> String {
    let lines = outcome.verdict.account.split(separator: "\n", omittingEmptySubsequences: false)
    var verdict = String(lines.first ?? "")
    if case .trapped = outcome.verdict, lines.count > 1 { verdict += ": \(lines[1])" }
    return verdict
  }
}
