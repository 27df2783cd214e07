import Foundation

/// What one round of `workbook watch` came to, most important first: the exercise does not
/// compile, or it was verified (crashes, behaviour, goals), or something kept it from being
/// checked at all.
public enum WatchVerdict: Equatable, Sendable {
  /// The attendee's first compiler error.
  case doesNotCompile(CompilerDiagnostic)
  /// The build failed, but its output names no compiler error: its last lines.
  case buildFailed(lastLines: [String])
  /// The exercise built, and `workbook verify --json` reported on it.
  case verified(VerifyReport)
  /// The exercise built, but `verify` gave no report: what it said.
  case couldNotVerify(String)
  /// A saved test of the exercise's tests folder ran: what `swift test` said of it.
  case testRan(WatchTestRun)
  /// The Exercise folder is gone (a reset between its two renames, or deleted): what to do.
  case exerciseMissing(String)
}
