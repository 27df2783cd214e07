import Foundation
import Workbook

/// One chapter's batch of generated scenarios, in this process or, with `--isolate`, in a child
/// process: a trap in a variant then stops the child, not the runner.
struct FuzzRun {
  let chapter: Chapter
  let options: FuzzOptions
  let isolate: Bool

  @MainActor
  func report(in runner: Runner, quiet: Bool) throws -> FuzzReport {
    guard isolate else {
      let progress = quiet || !runner.environment.showsProgress ? { _ in } : progressLine(runner)
      let report = chapter.fuzz(options, progress: progress)
      if !quiet && runner.environment.showsProgress { runner.console.writeError("\n") }
      return report
    }
    guard let executable = runner.environment.executable else {
      throw UsageError(
        "--\(Flag.isolate.name) needs the runner's own executable, which this process cannot locate")
    }
    return isolated(executable: executable, packageRoot: runner.environment.packageRoot)
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

  private func isolated(executable: URL, packageRoot: URL) -> FuzzReport {
    var arguments = [
      FuzzCommand.signature.name, chapter.number, "--\(FuzzCommand.count.name)", "\(options.count)",
      "--\(FuzzCommand.seed.name)", "\(options.seed)", "--\(FuzzCommand.maxActions.name)",
      "\(options.maxActions)",
      "--\(Flag.json.name)",
    ]
    arguments += options.variants.flatMap { ["--\(FuzzCommand.variant.name)", $0] }
    let runner = IsolatedRunner(executable: executable, packageRoot: packageRoot)
    var report = FuzzReport(chapter: chapter.name, options: options)
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
