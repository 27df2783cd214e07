import SwiftScanning

/// Judges a variant's tests by the mutants they kill: `verify` and `hint` ask it once a
/// `.tested` goal's other checks hold (a test names the type, makes it, asserts on a value, and
/// passes), so that a test that asserts something true of any code does not meet the goal.
/// The runner's judge builds the variant's mutant schemata and runs the selected tests against
/// each mutant; the conformance checks have none (they judge nothing by mutants).
public protocol MutantJudging: Sendable {
  /// Runs the selected tests against each of these mutants of the sources (the schemata of
  /// `MutantSchemata(sources:)`, whose ids they carry) and says which the tests killed.
  func judgement(of mutants: [Mutant], in sources: SwiftSources, by tests: TestSelection) -> MutantJudgement
}
