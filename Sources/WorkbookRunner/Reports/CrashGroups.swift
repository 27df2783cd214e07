import Workbook

/// The scenarios that did not hold, for a checklist: each on its own line, but a crash that
/// repeats at the same place on several scenarios once, with the scenarios it stopped ("the same
/// crash on 13 scenarios: …"), and the scenarios left unrun after a hang on one line.
struct CrashGroups {
  /// One line (or, for a crash, a line and where it happened) per failure or group of crashes.
  let lines: [String]

  init(_ failures: [RunOutcome], style: TextStyle, verdict: (RunOutcome) -> String) {
    var lines: [String] = []
    // The scenarios left unrun after one hung say one thing: one line names them all.
    let notRun = failures.filter { Self.wasNotRun($0) }
    var grouped = Set(notRun.map(\.subject.scenario))
    for outcome in failures where !grouped.contains(outcome.subject.scenario) {
      guard case .trapped(let crash) = outcome.verdict else {
        lines.append(
          "     \(style.symbol(outcome.verdict.status)) \(outcome.subject.scenario): \(verdict(outcome))")
        continue
      }
      let place = Self.place(of: crash)
      let same = failures.filter {
        if case .trapped(let other) = $0.verdict { return Self.place(of: other) == place }
        return false
      }
      let symbol = style.symbol(.trapped)
      if same.count > 1 {
        grouped.formUnion(same.map(\.subject.scenario))
        let names = same.map(\.subject.scenario).joined(separator: ", ")
        lines.append("     \(symbol) the same crash on \(same.count) scenarios (\(names)): \(place.message)")
      } else {
        let action = Self.lines(of: crash).first { $0.hasPrefix(CrashReport.actionPrefix) }
        let during = action.map { " \($0)" } ?? ""
        lines.append("     \(symbol) \(outcome.subject.scenario): crashed\(during): \(place.message)")
      }
      if let location = place.location { lines.append("         \(location)") }
    }
    if let first = notRun.first, case .hung(let said) = first.verdict {
      let names = notRun.map(\.subject.scenario).joined(separator: ", ")
      lines.append(
        notRun.count == 1
          ? "     \(style.symbol(.hung)) \(first.subject.scenario): \(said)"
          : "     \(style.symbol(.hung)) \(notRun.count) scenarios \(said) (\(names))")
    }
    self.lines = lines
  }

  /// Whether a scenario was left unrun because an earlier one hung (see `IsolatedRunner.notRun`).
  private static func wasNotRun(_ outcome: RunOutcome) -> Bool {
    guard case .hung(let hang) = outcome.verdict else { return false }
    return hang.hasPrefix(IsolatedRunner.notRunPrefix)
  }

  /// What makes two crashes the same: the runtime's message and the location in the code.
  private struct Place: Hashable {
    let message: String
    let location: String?
  }

  private static func place(of crash: String) -> Place {
    let lines = lines(of: crash)
    return Place(
      message: lines.first ?? crash,
      location: lines.dropFirst().first { $0.hasPrefix("in ") || $0.hasPrefix("at ") })
  }

  private static func lines(of crash: String) -> [String] {
    crash.split(separator: "\n").map(String.init)
  }
}
