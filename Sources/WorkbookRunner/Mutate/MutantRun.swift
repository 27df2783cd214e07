import Dispatch
import Foundation
import Workbook

/// Runs a chapter's scenarios against the WorkbookMutants runner's "mutant" variant, each
/// mutant switched on in child processes of its own (`MutantChildren`), isolated as
/// `--isolate` is (`IsolatedRunner`): a mutant that traps or hangs is killed by that, and the
/// runner goes on. `jobs` children run at once.
///
/// A scenario the variant mutated is declared to trap on (04's steps up to 6 on
/// delete-after-a-day) runs in a child of its own, as the runner runs a declared trap: the trap
/// ends that child, not the judging of the other scenarios. Every outcome is judged by the
/// variant's declarations (`judge`): its declared trap is its passing.
struct MutantRun: Sendable {
  /// The chapter's number and name, as the children are told them.
  let number: String
  let chapterName: String
  /// Its scenarios, in order: the first one that notices a mutant kills it.
  let scenarios: [String]
  /// The WorkbookMutants runner.
  let executable: URL
  let packageRoot: URL
  /// How many children run at once.
  let jobs: Int
  /// The variant the children run: the WorkbookMutants runner's planted one.
  var variant = Chapter.mutantVariant
  /// The scenarios the variant mutated may trap on (`Chapter.mayTrap`): each runs in a child of
  /// its own.
  var trapping: Set<String> = []
  /// An outcome judged by the declarations of the variant mutated
  /// (`Chapter.judged(_:asMutantOf:)`): a trap it is declared to make holds.
  var judge: @Sendable (RunOutcome) -> RunOutcome = { $0 }

  /// How many times the unmutated run's time a mutant's scenario may take before it is said to
  /// hang.
  static let timeLimitFactor: TimeInterval = 2
  /// The least time limit: a scenario's child has a process to start.
  static let leastTimeLimit: TimeInterval = 1

  /// The time limit of a mutant's scenario: the given one, else twice the whole unmutated run
  /// (one child, every scenario: more than any one scenario takes), at least a second.
  static func timeLimit(unmutatedSeconds: TimeInterval, given: TimeInterval?) -> TimeInterval {
    given ?? max(unmutatedSeconds * timeLimitFactor, leastTimeLimit)
  }

  /// Runs the scenarios with no mutant switched on, which must all hold as the variant's
  /// declarations judge them (a mutant is judged only against a variant that passes every
  /// scenario); answers how long it took.
  func unmutatedSeconds(timeLimit: TimeInterval) throws -> TimeInterval {
    let start = Date()
    let outcomes = isolatedRunner(mutant: 0, timeLimit: timeLimit)
      .outcomes(chapter: number, chapterName: chapterName, variant: variant, scenarios: scenarios)
      .map(judge)
    let failing = outcomes.filter { !$0.verdict.holds }.map(\.subject.scenario)
    guard failing.isEmpty, outcomes.count == scenarios.count else {
      throw MutateError.unmutatedFails(variant: variant, scenarios: failing)
    }
    return Date().timeIntervalSince(start)
  }

  /// A mutant's fate: one child runs the scenarios that may not trap, in order, until one does
  /// not hold (the WorkbookMutants child stops there: see `RunnerEnvironment.stopsAtFirstFailure`),
  /// or until it traps or hangs; then each scenario that may trap and comes before the one that
  /// killed it runs in a child of its own, in order, until one does not hold. The first scenario
  /// in the chapter's order that notices a mutant is all a mutant's fate needs.
  func fate(of mutant: Mutant, timeLimit: TimeInterval) -> MutantFate {
    let others = scenarios.filter { !trapping.contains($0) }
    var fate =
      others.isEmpty
      ? MutantFate(mutant: mutant, killedBy: nil, kill: nil) : childFate(of: mutant, others, timeLimit)
    let killer = fate.killedBy.flatMap { scenarios.firstIndex(of: $0) } ?? scenarios.endIndex
    for scenario in scenarios[..<killer] where trapping.contains(scenario) {
      let own = childFate(of: mutant, [scenario], timeLimit)
      if !own.survived {
        fate = own
        break
      }
    }
    return fate
  }

  /// What one child running these scenarios says of a mutant: each outcome it reported, and the
  /// scenario it stopped on (a trap, a hang), judged by the variant's declarations.
  private func childFate(of mutant: Mutant, _ scenarios: [String], _ timeLimit: TimeInterval) -> MutantFate {
    let runner = isolatedRunner(mutant: mutant.id, timeLimit: timeLimit)
    guard
      let child = try? runner.runChild(
        [CellsCommand.signature.name, number, variant] + scenarios, perScenario: true)
    else {
      return MutantFate(mutant: mutant, killedBy: scenarios.first, kill: .trap)
    }
    var outcomes = IsolatedRunner.reportedOutcomes(in: child.output, expecting: scenarios[...])
    // Stopped before reporting them all, with none failing: what it stopped on took it down.
    if outcomes.count < scenarios.count, outcomes.last.map({ judge($0).verdict.holds }) ?? true {
      let stopped = scenarios[outcomes.count]
      outcomes.append(
        RunOutcome(
          RunSubject(chapter: chapterName, variant: variant, scenario: stopped),
          runner.verdict(of: child, scenario: stopped)))
    }
    return MutantFate(mutant: mutant, outcomes: outcomes, judge: judge)
  }

  /// The isolation of a child that runs mutant `id`: no backtrace (a mutant's trap needs no
  /// place), the mutant named before the command (`MutantChildren`).
  private func isolatedRunner(mutant id: Int, timeLimit: TimeInterval) -> IsolatedRunner {
    IsolatedRunner(
      executable: executable, leadingArguments: MutantChildren.leadingArguments(mutant: id),
      packageRoot: packageRoot, timeLimit: timeLimit, backtrace: false)
  }

  /// Every mutant's fate, in the mutants' order; `progress` is told how many are known as each
  /// becomes known (from any thread).
  func fates(
    of mutants: [Mutant], timeLimit: TimeInterval, progress: @escaping @Sendable (Int) -> Void = { _ in }
  ) -> [MutantFate] {
    let results = FateBox(count: mutants.count)
    DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, mutants.count))) { _ in
      while let index = results.next() {
        progress(results.store(fate(of: mutants[index], timeLimit: timeLimit), at: index))
      }
    }
    return results.all
  }
}

/// The fates of a parallel run, and the next mutant to take, behind a lock.
private final class FateBox: @unchecked Sendable {
  private let lock = NSLock()
  private var fates: [MutantFate?]
  private var taken = 0

  init(count: Int) {
    fates = Array(repeating: nil, count: count)
  }

  /// The index of the next mutant to run, nil when every one is taken.
  func next() -> Int? {
    lock.withLock {
      guard taken < fates.count else { return nil }
      defer { taken += 1 }
      return taken
    }
  }

  /// Stores a fate; answers how many are known.
  func store(_ fate: MutantFate, at index: Int) -> Int {
    lock.withLock {
      fates[index] = fate
      return fates.count { $0 != nil }
    }
  }

  var all: [MutantFate] { lock.withLock { fates.compactMap { $0 } } }
}
