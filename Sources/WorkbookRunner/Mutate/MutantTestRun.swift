import Dispatch
import Foundation
import Workbook

/// Runs the unit tests' copies (`MutantTests`) against mutants: the package's test bundle, run
/// directly with only the copies' target selected, in a child process per mutant, told its
/// mutant by WORKBOOK_MUTANT (which `MutantSwitch` starts from). A failing test kills the mutant.
struct MutantTestRun: Sendable {
  /// The test bundle.
  let bundle: URL
  /// The copies' test target: what the run selects.
  let target: String
  /// How many children run at once.
  let jobs: Int
  /// The runner's own executable, through which the bundle runs (`_guard`, see ProcessGuard):
  /// the bundle knows nothing of ParentWatch, so the guard ends it with `mutate` (nil: directly).
  var guardian: URL?
  /// The tests run, as `--filter` takes them (nil: every test of `target`; a goal's judgement
  /// runs only the tests it found, `TestSelection.filter`).
  var filter: String?

  /// The variable the bundle's MutantSwitch reads.
  static let variable = "WORKBOOK_MUTANT"
  /// How long the unmutated run may take (a bundle's first start can be slow).
  static let unmutatedTimeLimit: TimeInterval = 300
  /// The least time limit of a mutant's run.
  static let leastTimeLimit: TimeInterval = 5

  /// The first failing test's line with mutant `id` switched on, nil when every test passes, or
  /// the reason the run failed without a test failing (a trap, the time limit).
  func failure(mutant id: Int, timeLimit: TimeInterval) -> String? {
    // No backtrace: a test that traps kills the mutant by the runtime's own line ("Fatal
    // error: …"), and symbolicating the whole test bundle's backtrace cost seconds a trap.
    let environment = ProcessInfo.processInfo.environment.merging(
      [Self.variable: String(id), "SWIFT_BACKTRACE": "enable=no"]
    ) { $1 }
    let (program, arguments) = MutantBuild.command(
      bundle, ["--testing-library", "swift-testing", "--filter", filter ?? "\(target)\\."], through: guardian)
    let child = ChildProcess(executable: program, arguments: arguments, environment: environment)
    guard let outcome = try? child.run(limit: .whole(timeLimit)) else { return "the tests could not start" }
    if outcome.timedOut { return "the tests ran past \(IsolatedRunner.seconds(timeLimit)) s" }
    guard outcome.status != 0 || outcome.killedBySignal else { return nil }
    return SwiftTestRunner.failures(in: outcome.output + "\n" + outcome.errors, status: outcome.status).first
  }

  /// What killed a mutant, from the first failure's line: `unit test "Sections show at once"`
  /// from `✘ Test "Sections show at once" recorded an issue at …`; the line itself otherwise.
  static func killer(_ failure: String) -> String {
    guard let start = failure.range(of: "Test "),
      let end = failure.range(of: " recorded an issue", range: start.upperBound..<failure.endIndex)
        ?? failure.range(of: " failed", range: start.upperBound..<failure.endIndex)
    else { return "unit tests: \(failure)" }
    return "unit test \(failure[start.upperBound..<end.lowerBound])"
  }

  /// The fates of the mutants the scenarios left alive: killed by the unit tests when one fails.
  func fates(of survivors: [MutantFate], timeLimit: TimeInterval) -> [MutantFate] {
    let results = Results(survivors)
    DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, survivors.count))) { _ in
      while let index = results.next() {
        let survivor = survivors[index].mutant
        if let failure = failure(mutant: survivor.id, timeLimit: timeLimit) {
          results.store(MutantFate(mutant: survivor, killedBy: Self.killer(failure), kill: .test), at: index)
        }
      }
    }
    return results.all
  }
}

/// A parallel run's fates, and the next to take, behind a lock.
private final class Results: @unchecked Sendable {
  private let lock = NSLock()
  private var fates: [MutantFate]
  private var taken = 0

  init(_ fates: [MutantFate]) {
    self.fates = fates
  }

  func next() -> Int? {
    lock.withLock {
      guard taken < fates.count else { return nil }
      defer { taken += 1 }
      return taken
    }
  }

  func store(_ fate: MutantFate, at index: Int) {
    lock.withLock { fates[index] = fate }
  }

  var all: [MutantFate] { lock.withLock { fates } }
}
