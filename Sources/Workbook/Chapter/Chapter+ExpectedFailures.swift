extension Chapter {
  /// Whether a variant is declared to trap on a scenario (nil: on any scenario): it must run in a
  /// child process.
  public func traps(variant: String, scenario: String? = nil) -> Bool {
    expectedFailures.contains {
      $0.variant == variant && $0.crash.traps && (scenario.map($0.scenarios.contains) ?? true)
    }
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
