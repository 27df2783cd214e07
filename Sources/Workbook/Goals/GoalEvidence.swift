import SwiftScanning

/// What a goal is checked against: a variant's sources, the tests written for it, and (for
/// `verify` and `hint`) a way to run those tests.
public struct GoalEvidence: Sendable {
  /// The variant's sources.
  public let sources: SwiftSources
  /// Its tests (nil: not read; a goal that asks for a test then fails, saying so).
  public let tests: VariantTests?
  /// Runs the tests a goal finds (nil: a test that exists counts, as in the conformance checks,
  /// which run inside the test target that runs it anyway).
  public let testRunner: (any TestRunning)?

  public init(sources: SwiftSources, tests: VariantTests? = nil, testRunner: (any TestRunning)? = nil) {
    self.sources = sources
    self.tests = tests
    self.testRunner = testRunner
  }
}
