/// The runner's exit codes.
public enum ExitCode: Int32, Sendable, Equatable {
  /// Everything holds.
  case success = 0
  /// A check failed: a transcript differs, is missing, docs are stale…
  case checksFailed = 1
  /// A variant crashed.
  case crashed = 2
  /// The command line was wrong (sysexits' EX_USAGE).
  case usage = 64
}
