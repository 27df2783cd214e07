import SwiftScanning

/// What a goal is checked against: a variant's sources, the tests written for it, and (for
/// `verify` and `hint`) a way to run those tests and to judge them by the mutants they kill.
public struct GoalEvidence: Sendable {
  /// The variant's sources.
  public let sources: SwiftSources
  /// Its tests (nil: not read; a goal that asks for a test then fails, saying so).
  public let tests: VariantTests?
  /// Runs the tests a goal finds (nil: a test that exists counts, as in the conformance checks,
  /// which run inside the test target that runs it anyway).
  public let testRunner: (any TestRunning)?
  /// Judges the tests a `.tested` goal finds by the mutants they kill (nil: a test that passes
  /// counts, as before mutants judged them).
  public let mutantJudge: (any MutantJudging)?
  /// The mutants of the variant its chapter declares equivalent: left out of a judgement.
  public let equivalentMutants: EquivalentMutants

  public init(
    sources: SwiftSources, tests: VariantTests? = nil, testRunner: (any TestRunning)? = nil,
    mutantJudge: (any MutantJudging)? = nil, equivalentMutants: EquivalentMutants = .none
  ) {
    self.sources = sources
    self.tests = tests
    self.testRunner = testRunner
    self.mutantJudge = mutantJudge
    self.equivalentMutants = equivalentMutants
  }
}
