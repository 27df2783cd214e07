extension Chapter {
  /// Whether a variant is declared to trap on a scenario (nil: on any scenario): it must run in a
  /// child process.
  public func traps(variant: String, scenario: String? = nil) -> Bool {
    expectedFailures.contains {
      $0.variant == variant && $0.crash.traps && (scenario.map($0.scenarios.contains) ?? true)
    }
  }

  /// Whether a run may take its process down, as the catalog tells: the variant is declared to
  /// trap on the scenario, or it is the exercise and the step it started from is. The exercise
  /// starts as a copy of that step and traps where the step does until the attendee changes it,
  /// while the catalog declares the exercise's own traps for its declared start only (an
  /// exercise reset to another step inherits none). No such run may happen in the runner's process.
  public func mayTrap(variant: String, scenario: String) -> Bool {
    if traps(variant: variant, scenario: scenario) { return true }
    guard case .exercise = self.variant(variant)?.kind, let step = exerciseStart?.step else { return false }
    return traps(variant: step, scenario: scenario)
  }

  /// An outcome judged by the chapter's declarations: a child process that a variant took down
  /// where it was declared to trap is the expected failure, or the declaration's failure.
  public func judged(_ outcome: RunOutcome) -> RunOutcome {
    guard case .trapped(let crash) = outcome.verdict,
      let expected = expectedFailures.first(where: {
        $0.governs(variant: outcome.subject.variant, scenario: outcome.subject.scenario)
      })
    else { return outcome }
    return RunOutcome(outcome.subject, expected.verdict(crash: crash))
  }
}
