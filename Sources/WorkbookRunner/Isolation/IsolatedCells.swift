import Dispatch
import Foundation
import Workbook

/// A chapter's cells that run in child processes: the runs declared to trap and the exercise's
/// column. They start on other threads as soon as the matrix starts the chapter, so that they
/// run while this process runs every other cell: a child process costs its start, not a wait.
final class IsolatedCells: @unchecked Sendable {
  /// The scenarios of one variant that one child runs.
  struct Job {
    let variant: String
    let scenarios: [String]
    /// A declared trap is expected, and needs only its message; the exercise's crash needs its
    /// location.
    let backtrace: Bool
  }

  private let group = DispatchGroup()
  private let lock = NSLock()
  private var outcomes: [String: [RunOutcome]] = [:]

  /// Starts a child for each job.
  init(_ chapter: Chapter, jobs: [Job], runner: (_ backtrace: Bool) -> IsolatedRunner) {
    for job in jobs where !job.scenarios.isEmpty {
      let isolated = runner(job.backtrace)
      group.enter()
      DispatchQueue.global().async { [self] in
        let found = isolated.outcomes(
          chapter: chapter.number, chapterName: chapter.name, variant: job.variant, scenarios: job.scenarios
        ).map(chapter.judged)
        lock.withLock { outcomes[job.variant, default: []] += found }
        group.leave()
      }
    }
  }

  /// The outcome of a cell that runs in a child, once every child has ended (nil: not one of
  /// them).
  func outcome(variant: String, scenario: String) -> RunOutcome? {
    group.wait()
    return lock.withLock { outcomes[variant]?.first { $0.subject.scenario == scenario } }
  }
}
