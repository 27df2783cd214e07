/// What a `MutantJudging` found: which mutants a test killed, which it could not judge, or why
/// it judged none.
public struct MutantJudgement: Sendable, Equatable, Codable {
  /// The ids of the mutants a selected test failed against (or trapped, or hung).
  public let killed: Set<Int>
  /// The ids of the mutants that did not compile where they were planted: judged by nobody.
  public let dropped: Set<Int>
  /// Why no mutant was judged (the tests did not build against the mutants, or fail unmutated;
  /// or the judgement is still to come), nil when they were.
  public let problem: String?

  public init(killed: Set<Int>, dropped: Set<Int> = [], problem: String? = nil) {
    self.killed = killed
    self.dropped = dropped
    self.problem = problem
  }

  /// No mutant judged, and why.
  public static func notJudged(_ problem: String) -> MutantJudgement {
    MutantJudgement(killed: [], problem: problem)
  }

  /// What the watch loop's first verdict says while the judgement is still to come: it follows
  /// in a later verdict (see `isPending`).
  public static let pending = notJudged(pendingProblem)

  /// The problem of a pending judgement, as a finding quotes it.
  public static let pendingProblem = "the judgement follows once the mutants are built"

  /// Whether a goal's finding says its judgement is still to come: the watch loop then asks
  /// for it and shows the verdict again.
  public static func isPending(_ finding: String) -> Bool {
    finding.hasSuffix(pendingProblem)
  }
}
