import Dispatch
import Foundation
import Workbook

/// One chapter's batch of generated scenarios shared among child processes started together,
/// each `workbook fuzz <chapter> --json --jobs 1` on its own run of seeds, so that the batch uses
/// every core, as the matrix does. Scenarios do not depend on one another (each runs in a fresh
/// World), so the shares' reports, merged in seed order, are the report of one process.
final class FuzzChildren: @unchecked Sendable {
  private let group = DispatchGroup()
  private let lock = NSLock()
  private var reports: [Int: FuzzReport] = [:]

  /// Starts `jobs` children, each given its share of `options`' seeds; `child` runs one and
  /// returns its report.
  init(jobs: Int, options: FuzzOptions, child: @escaping @Sendable (FuzzOptions) -> FuzzReport) {
    for (index, share) in Self.shares(of: options, jobs: jobs).enumerated() {
      group.enter()
      DispatchQueue.global().async { [self] in
        let report = child(share)
        lock.withLock { reports[index] = report }
        group.leave()
      }
    }
  }

  /// The seeds split in `jobs` runs that follow one another, the first ones a scenario longer
  /// when they do not divide evenly.
  static func shares(of options: FuzzOptions, jobs: Int) -> [FuzzOptions] {
    let jobs = max(min(jobs, options.count), 1)
    var seed = options.seed
    return (0..<jobs).map { index in
      var share = options
      share.count = options.count / jobs + (index < options.count % jobs ? 1 : 0)
      share.seed = seed
      seed &+= UInt64(share.count)
      return share
    }
  }

  /// The children's reports merged, once every child has ended: a variant's finding is the one
  /// of the lowest seed, as one process (which stops checking a variant at its first) finds it;
  /// the time is the batch's, from `started`.
  func merged(chapter: String, options: FuzzOptions, started: Date) -> FuzzReport {
    group.wait()
    let shares = lock.withLock { reports.sorted { $0.key < $1.key }.map(\.value) }
    var report = FuzzReport(chapter: chapter, options: options)
    report.unavailable = shares.first?.unavailable
    report.pairs = shares.first?.pairs ?? []
    report.skipped = shares.first?.skipped ?? []
    for share in shares {
      report.scenarios += share.scenarios
      report.comparisons += share.comparisons
      for found in share.findings where !report.findings.contains(where: { $0.variant == found.variant }) {
        report.findings.append(found)
      }
      report.trapped = report.trapped ?? share.trapped
      report.worldFailure = report.worldFailure ?? share.worldFailure
      if let disagreements = share.disagreements {
        report.disagreements = (report.disagreements ?? []) + disagreements
      }
    }
    report.seconds = Date().timeIntervalSince(started)
    return report
  }
}
