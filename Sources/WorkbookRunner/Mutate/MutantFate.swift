import Workbook

/// What became of one mutant run against the chapter's scenarios.
struct MutantFate: Encodable, Equatable, Sendable {
  /// How a scenario noticed the mutant.
  enum Kill: String, Encodable, Sendable {
    /// Its transcript differed from the approved one.
    case differs
    /// The mutant trapped (a crash in the child, or a UIKit fault in the transcript).
    case trap
    /// The mutant ran past the time limit.
    case hang
    /// A unit test of the variant failed (`killedBy` names it).
    case test
  }

  let mutant: Mutant
  /// The first scenario that noticed it (nil: it survived).
  let killedBy: String?
  /// How that scenario noticed it.
  let kill: Kill?

  init(mutant: Mutant, killedBy: String?, kill: Kill?) {
    self.mutant = mutant
    self.killedBy = killedBy
    self.kill = kill
  }

  /// Judges a mutant by the outcomes of a child's scenarios, in the chapter's order, the last
  /// one the scenario the child stopped on if it stopped (a trap, a hang): killed by the first
  /// whose outcome, judged by the declarations of the variant mutated (`judge`), does not hold
  /// (a declared trap gone, another trap, another transcript); else it survived. How it was
  /// killed is the outcome's before judging: a trap where another was declared is a trap.
  init(mutant: Mutant, outcomes: [RunOutcome], judge: (RunOutcome) -> RunOutcome) {
    if let first = outcomes.first(where: { !judge($0).verdict.holds }) {
      self.init(mutant: mutant, killedBy: first.subject.scenario, kill: Self.kill(first.verdict))
    } else {
      self.init(mutant: mutant, killedBy: nil, kill: nil)
    }
  }

  private static func kill(_ verdict: Verdict) -> Kill {
    switch verdict.status {
    case .trapped, .crashed: .trap
    case .hung: .hang
    default: .differs
    }
  }

  var survived: Bool { killedBy == nil }
}
