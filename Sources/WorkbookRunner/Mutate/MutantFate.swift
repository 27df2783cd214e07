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

  /// Judges a mutant by what its child reported, the scenarios in the chapter's order: killed
  /// by the first reported that does not hold; else, when the child stopped before reporting
  /// them all, by the one it stopped on (a hang if it was stopped for its time, else a trap);
  /// else it survived.
  init(mutant: Mutant, reported: [RunOutcome], scenarios: [String], timedOut: Bool) {
    if let first = reported.first(where: { !$0.verdict.holds }) {
      self.init(mutant: mutant, killedBy: first.subject.scenario, kill: Self.kill(first.verdict))
    } else if reported.count < scenarios.count {
      self.init(mutant: mutant, killedBy: scenarios[reported.count], kill: timedOut ? .hang : .trap)
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
