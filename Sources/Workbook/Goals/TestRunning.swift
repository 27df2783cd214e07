/// Runs a variant's tests: `verify` and `hint` run them with `swift test`, the conformance checks
/// do not (they run inside the test target, which runs those tests anyway).
public protocol TestRunning: Sendable {
  /// Runs the named suites and functions of a test target; what failed, or nil when all passed.
  func failures(of tests: TestSelection) -> [String]?
}
