import Workbook

/// What `workbook hint` says: the first goal a variant does not meet (or the goal asked for with
/// `--goal`), what was found where, and its hint at one level; or that the goal is met.
public struct HintReport: Codable, Equatable, Sendable {
  public let number: String
  public let chapter: String
  public let variant: String
  /// The level asked for (1 to 3).
  public let level: Int
  /// Every goal that applies, checked, in verify's order.
  public let goals: [GoalResult]
  /// The branch of the chapter that shows the move the attendee is on (nil: none is known).
  public let branch: HintBranch?
  /// The goal asked for (1-based, as verify numbers it); nil: the first goal not met.
  public let goalAsked: Int?
  /// What the shown goal's check found on the chapter's root step, where its smell was written
  /// (nil: not known, and the smell is shown as written).
  public let openingFindings: [String]?

  public init(
    number: String, chapter: String, variant: String, level: Int, goals: [GoalResult],
    branch: HintBranch? = nil, goalAsked: Int? = nil, openingFindings: [String]? = nil
  ) {
    self.number = number
    self.chapter = chapter
    self.variant = variant
    self.level = level
    self.goals = goals
    self.branch = branch
    self.goalAsked = goalAsked
    self.openingFindings = openingFindings
  }

  /// The goal to hint at, and its number (1-based, as verify numbers it): the one asked for
  /// unless it is met, else the first goal not met.
  public var nextGoal: (number: Int, result: GoalResult)? {
    if let goalAsked {
      return goals.indices.contains(goalAsked - 1) && !goals[goalAsked - 1].isMet
        ? (goalAsked, goals[goalAsked - 1]) : nil
    }
    return goals.firstIndex { !$0.isMet }.map { ($0 + 1, goals[$0]) }
  }

  /// The level shown: the one asked for, or the hint's last if it has fewer.
  public var levelShown: Int? {
    nextGoal?.result.hint.map { min(level, $0.levels) }
  }

  /// The hint's text at the level shown (nil: every goal is met, or the goal has no hint).
  public var hintText: String? {
    guard let hint = nextGoal?.result.hint, let shown = levelShown else { return nil }
    return hint.text(
      level: shown, chapterNumber: number, chapterName: chapter, findings: nextGoal?.result.findings ?? [],
      opening: openingFindings)
  }

  private enum CodingKeys: String, CodingKey {
    case number, chapter, variant, level, goals, goal, levelShown, levels, hint, goalsMet, allGoalsMet, branch
    case goalAsked, openingFindings
  }

  /// The next goal's fields are written for readers of the JSON, and recomputed on reading.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    number = try container.decode(String.self, forKey: .number)
    chapter = try container.decode(String.self, forKey: .chapter)
    variant = try container.decode(String.self, forKey: .variant)
    level = try container.decode(Int.self, forKey: .level)
    goals = try container.decode([GoalResult].self, forKey: .goals)
    branch = try container.decodeIfPresent(HintBranch.self, forKey: .branch)
    goalAsked = try container.decodeIfPresent(Int.self, forKey: .goalAsked)
    openingFindings = try container.decodeIfPresent([String].self, forKey: .openingFindings)
  }

  /// The goal as its number, statement and findings; the hint as the text shown.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(number, forKey: .number)
    try container.encode(chapter, forKey: .chapter)
    try container.encode(variant, forKey: .variant)
    try container.encode(level, forKey: .level)
    try container.encode(goals, forKey: .goals)
    try container.encode(goals.count { $0.isMet }, forKey: .goalsMet)
    try container.encode(goals.allSatisfy(\.isMet), forKey: .allGoalsMet)
    if let next = nextGoal {
      try container.encode(NextGoal(number: next.number, result: next.result), forKey: .goal)
    }
    try container.encodeIfPresent(levelShown, forKey: .levelShown)
    try container.encodeIfPresent(nextGoal?.result.hint?.levels, forKey: .levels)
    try container.encodeIfPresent(hintText, forKey: .hint)
    try container.encodeIfPresent(branch, forKey: .branch)
    try container.encodeIfPresent(goalAsked, forKey: .goalAsked)
    try container.encodeIfPresent(openingFindings, forKey: .openingFindings)
  }

  private struct NextGoal: Encodable {
    let number: Int
    let statement: String
    let findings: [String]

    init(number: Int, result: GoalResult) {
      self.number = number
      statement = result.statement
      findings = result.findings
    }
  }
}

// MARK: - Rendering

extension HintReport {
  /// The goal, what verify found, the hint at its level (its prose wrapped to `width` columns;
  /// the commands of level 3 never are), and the command for the next level.
  public func rendered(style: TextStyle = .plain, width: Int = 100) -> String {
    let met = goals.count { $0.isMet }
    let heading = style.bold("\(number) \(chapter) · \(variant)")
    guard let (goalNumber, goal) = nextGoal else {
      let what =
        goals.isEmpty
        ? "\(chapter) declares no refactoring goals"
        : goalAsked.map { "goal \($0) is met (\(met) of \(goals.count))" }
          ?? "every goal is met (\(met) of \(goals.count))"
      return
        "\(heading): \(style.green(what)) — nothing to hint. Behaviour: swift run workbook verify \(number)\n"
    }
    let which = goalAsked == nil ? "the next one" : "goal \(goalNumber)"
    var lines = ["\(heading): \(met) of \(goals.count) goals met; \(which):", ""]
    lines.append("\(style.red("✗")) \(goalNumber). \(goal.statement)")
    lines += goal.findings.map { "     " + $0 }
    lines.append("")
    guard let hint = goal.hint, let shown = levelShown, let text = hintText else {
      lines.append(style.dim("(this goal has no hint: what verify found above is what to change)"))
      return lines.joined(separator: "\n") + "\n"
    }
    let name = ["the smell", "the move", "where the chapter shows it"][shown - 1]
    let fewer = shown < level ? " (this hint has \(hint.levels) levels)" : ""
    lines.append(style.bold("Hint \(shown) of \(hint.levels), \(name)") + fewer + ":")
    let paragraphs = text.split(separator: "\n").map(String.init)
    lines +=
      shown == 3
      ? paragraphs.map { "  " + $0 }
      : paragraphs.flatMap { Self.wrapped($0, width: width - 2) }.map { "  " + $0 }
    lines += branchLines
    if shown < hint.levels {
      lines.append("")
      lines.append(
        style.dim(
          "More: swift run workbook hint \(number)\(variantArgument)\(goalArgument) --level \(shown + 1)"))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A paragraph in lines of at most `width` characters, broken at spaces (a longer word keeps
  /// its own line).
  static func wrapped(_ paragraph: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in paragraph.split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    return line.isEmpty ? lines : lines + [line]
  }

  /// The branch that shows the move, and the command that shows its first step.
  private var branchLines: [String] {
    guard let branch, let first = branch.steps.first else { return [] }
    return [
      "", "The branch that shows this move: \(branch.summary) (swift run workbook diff \(number) \(first)).",
    ]
  }

  /// " --goal K" when a goal was asked for.
  private var goalArgument: String {
    goalAsked.map { " --goal \($0)" } ?? ""
  }

  /// " --variant V" unless it is the exercise.
  private var variantArgument: String {
    variant == "exercise" ? "" : " --variant \(variant)"
  }
}
