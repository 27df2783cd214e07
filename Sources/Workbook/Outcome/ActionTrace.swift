/// Says when each action of a scenario starts, for whoever watches a run from outside: the
/// runner's child processes write it on their standard error, so that the parent knows which
/// action a run was on when it trapped or ran out of time.
@MainActor
public enum ActionTrace {
  /// Called before each action of `ChapterCatalog.transcript(of:on:)` with the scenario's id, the
  /// action's 1-based number and its description (nil: nobody is watching).
  public static var willPerform: ((_ scenario: String, _ number: Int, _ action: String) -> Void)?
}
