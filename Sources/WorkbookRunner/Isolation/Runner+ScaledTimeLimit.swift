import Foundation
import Workbook

extension Runner {
  /// How many times the step's own time the exercise may take before it is said to hang.
  static let timeLimitFactor: TimeInterval = 10
  /// The least time limit a scaled one gets: a scenario's child has a process to start.
  static let leastTimeLimit: TimeInterval = 1

  /// The time limit of a scenario of this variant in a child process: `WORKBOOK_SCENARIO_TIME_LIMIT`
  /// when it is set; for an exercise, ten times what the slowest of these scenarios takes on the
  /// step it started from (run here, now: a step is approved code), at least a second, so that an
  /// endless loop is told in seconds, not in the default's ten a scenario; else the default. The
  /// scenarios the step is declared to trap on are not timed (they would take the runner down);
  /// when nothing else is, the limit is the default.
  func scenarioTimeLimit(_ chapter: Chapter, variant: String, scenarios: [String]) throws(UsageError)
    -> TimeInterval
  {
    guard environment.scenarioTimeLimit == nil, case .exercise = chapter.variant(variant)?.kind,
      let step = chapter.exerciseStart?.step, chapter.variant(step) != nil
    else { return try scenarioTimeLimit() }
    // A scenario the step is declared to trap on would take this process down: it is not timed.
    let safe = scenarios.filter { !chapter.traps(variant: step, scenario: $0) }
    let slowest = safe.map { scenario in
      let start = Date()
      _ = chapter.check(variant: step, scenario: scenario)
      return Date().timeIntervalSince(start)
    }.max()
    return slowest.map { max($0 * Self.timeLimitFactor, Self.leastTimeLimit) }
      ?? IsolatedRunner.defaultTimeLimit
  }
}
