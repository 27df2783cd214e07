import Dispatch
import Foundation
import Workbook

/// A chapter's runs declared to trap, started in child processes on other threads as soon as the
/// matrix starts the chapter, so that they run while this process runs every other cell: a
/// declared trap costs a child process, not a wait.
final class DeclaredTraps: @unchecked Sendable {
  private let group = DispatchGroup()
  private let lock = NSLock()
  private var outcomes: [String: [RunOutcome]] = [:]

  /// Starts a child for each variant with declared traps among the scenarios (its trap cells
  /// only).
  init(_ chapter: Chapter, variants: [String], scenarios: [String], runner: IsolatedRunner) {
    for variant in variants {
      let trapping = scenarios.filter { chapter.traps(variant: variant, scenario: $0) }
      guard !trapping.isEmpty else { continue }
      group.enter()
      DispatchQueue.global().async { [self] in
        let found = runner.outcomes(
          chapter: chapter.number, chapterName: chapter.name, variant: variant, scenarios: trapping
        ).map(chapter.judged)
        lock.withLock { outcomes[variant] = found }
        group.leave()
      }
    }
  }

  /// The outcome of a declared trap cell, once every child has ended (nil: not one of them).
  func outcome(variant: String, scenario: String) -> RunOutcome? {
    group.wait()
    return lock.withLock { outcomes[variant]?.first { $0.subject.scenario == scenario } }
  }
}
