import Workbook

extension ProgressReport {
  /// One line per chapter (its number and name, its state, its goals and behaviour), then the
  /// counts and the command to run next.
  public func rendered(style: TextStyle = .plain) -> String {
    guard !exercises.isEmpty else { return "No chapter has an exercise.\n" }
    let names = exercises.map { "\($0.number) \($0.chapter)" }
    let width = names.map(\.count).max() ?? 0
    var lines = [style.bold("Your exercises") + ", read from their sources:", ""]
    for (name, exercise) in zip(names, exercises) {
      let padded = name.padding(toLength: width, withPad: " ", startingAt: 0)
      lines.append("  \(padded)  \(Self.stateWord(exercise.state, style: style))  \(exercise.details(style))")
    }
    lines += ["", closingLine(style: style)]
    return lines.joined(separator: "\n") + "\n"
  }

  /// "untouched  ", "in progress", "done       ", painted.
  private static func stateWord(_ state: State, style: TextStyle) -> String {
    let word = (state == .inProgress ? "in progress" : state.rawValue).padding(
      toLength: 11, withPad: " ", startingAt: 0)
    switch state {
    case .untouched: return style.dim(word)
    case .inProgress: return style.yellow(word)
    case .done: return style.green(word)
    }
  }

  /// "1 done · 2 in progress · 2 untouched — next: swift run workbook verify 01".
  private func closingLine(style: TextStyle) -> String {
    let counts = "\(count(.done)) done · \(count(.inProgress)) in progress · \(count(.untouched)) untouched"
    if let current = exercises.first(where: { $0.state == .inProgress }) {
      return counts + " — next: swift run workbook verify \(current.number)"
    }
    if let next = exercises.first(where: { $0.state == .untouched }) {
      return counts
        + " — next: chapter \(next.number)'s lesson, then swift run workbook verify \(next.number)"
    }
    return style.green(counts + " — every exercise done")
  }
}

extension ProgressReport.Exercise {
  /// "2 of 5 goals met · behaviour ✓", "a copy of 0-massive · 5 goals to meet".
  func details(_ style: TextStyle) -> String {
    guard state != .untouched else {
      return "a copy of \(startedFrom) · \(untouchedGoals)"
    }
    let given = goalsGiven > 0 ? " (\(goalsGiven) given by \(startedFrom))" : ""
    let from = startedByReset && goalsGiven == 0 ? " · from \(startedFrom)" : ""
    return "\(goalsMet) of \(plural(goals, "goal")) met\(given) · behaviour \(behaviour(style))\(from)"
  }

  /// "2 of 5 goals given", "5 goals to meet".
  private var untouchedGoals: String {
    if goalsGiven > 0 { return "\(goalsGiven) of \(plural(goals, "goal")) given" }
    if goalsMet > 0 { return "\(goalsMet) of \(plural(goals, "goal")) met" }
    return "\(plural(goals, "goal")) to meet"
  }

  /// "✓", "✗ 2 of 13 scenarios differ", "‼ crashed".
  private func behaviour(_ style: TextStyle) -> String {
    let scenarios = scenarios ?? 0
    let holding = scenariosHolding ?? 0
    if crashed { return style.red("‼") + " a scenario crashed (swift run workbook verify \(number))" }
    if holding == scenarios { return style.green("✓") }
    return style.red("✗") + " \(scenarios - holding) of \(plural(scenarios, "scenario")) differ"
  }

  private func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
