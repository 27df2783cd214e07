import Foundation
import Workbook

/// One chapter's batch of generated scenarios: shared among `jobs` child processes (the cores)
/// when the runner's executable is known, else in this process; with `--isolate`, never in this
/// process, so that a trap in a variant stops a child, not the runner.
struct FuzzRun {
  let chapter: Chapter
  let options: FuzzOptions
  let isolate: Bool
  /// How many processes share the scenarios; 1: one (this one, unless isolated).
  var jobs = 1

  @MainActor
  func report(in runner: Runner, quiet: Bool) throws -> FuzzReport {
    let jobs = min(self.jobs, options.count)
    guard let executable = runner.environment.executable, isolate || jobs > 1 else {
      if isolate {
        throw UsageError(
          "--\(Flag.isolate.name) needs the runner's own executable, which this process cannot locate")
      }
      let progress = quiet || !runner.environment.showsProgress ? { _ in } : progressLine(runner)
      let report = chapter.fuzz(options, progress: progress)
      if !quiet && runner.environment.showsProgress { runner.console.writeError("\n") }
      return report
    }
    let started = Date()
    let packageRoot = runner.environment.packageRoot
    let number = chapter.number
    let name = chapter.name
    let children = FuzzChildren(jobs: jobs, options: options) { share in
      Self.isolated(
        chapter: number, name: name, options: share, executable: executable, packageRoot: packageRoot)
    }
    return children.merged(chapter: name, options: options, started: started)
  }

  /// `fuzz 01: 150/200 scenarios · 812/s · 0 failures`, rewritten in place on the error stream.
  @MainActor
  private func progressLine(_ runner: Runner) -> (FuzzProgress) -> Void {
    let started = Date()
    return { progress in
      let rate = Double(progress.done) / max(Date().timeIntervalSince(started), 0.001)
      runner.console.writeError(
        "\r\u{1B}[Kfuzz \(chapter.number): \(progress.done)/\(progress.total) scenarios · \(Int(rate))/s · "
          + "\(progress.failures) failure\(progress.failures == 1 ? "" : "s")")
    }
  }

  /// One child's report on its share of the seeds: `fuzz <chapter> --json --jobs 1`.
  private static func isolated(
    chapter: String, name: String, options: FuzzOptions, executable: URL, packageRoot: URL
  ) -> FuzzReport {
    var arguments = [
      FuzzCommand.signature.name, chapter, "--\(FuzzCommand.count.name)", "\(options.count)",
      "--\(FuzzCommand.seed.name)", "\(options.seed)", "--\(FuzzCommand.maxActions.name)",
      "\(options.maxActions)", "--\(FuzzCommand.jobs.name)", "1", "--\(Flag.json.name)",
    ]
    arguments += options.variants.flatMap { ["--\(FuzzCommand.variant.name)", $0] }
    let runner = IsolatedRunner(executable: executable, packageRoot: packageRoot)
    var report = FuzzReport(chapter: name, options: options)
    do {
      let child = try runner.runChild(arguments)
      if let reports = try? JSONDecoder().decode([FuzzReport].self, from: Data(child.output.utf8)),
        let decoded = reports.first
      {
        return decoded
      }
      report.trapped = runner.crashDescription(of: child)
    } catch {
      report.trapped = "could not start \(executable.path): \(error)"
    }
    return report
  }
}
