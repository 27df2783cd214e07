import Foundation
import Testing
import Workbook

/// The exercise's scenarios, run once per test process in exit tests' child processes (see
/// `ExerciseChild`): a trap or an endless loop in the attendee's code stops a child, not
/// `swift test`. Every test that would run the exercise here waits for it first (the
/// `exerciseRunsInAChildFirst` trait), and does not run it when it crashed there.
public actor ExerciseProbe {
  /// Runs the exercise's scenarios (ids) in an exit test (see `Chapter.exerciseInAChild`).
  public typealias ChildRun = @Sendable (_ scenarios: [String]) async -> ExitTest.Result?

  public static let shared = ExerciseProbe()
  private var runs: [String: Task<[RunOutcome], Never>] = [:]

  /// The outcome of every scenario on the chapter's exercise, run the first time it is asked.
  public func outcomes(chapter: String, scenarios: [String], packageRoot: URL, run: @escaping ChildRun) async
    -> [RunOutcome]
  {
    if let known = runs[chapter] { return await known.value }
    let task = Task { await Self.outcomes(chapter, scenarios: scenarios, packageRoot: packageRoot, run: run) }
    runs[chapter] = task
    return await task.value
  }

  /// A child runs the scenarios; when one stops it (a trap, a hang), that scenario is reported
  /// so and a new child runs the rest.
  private static func outcomes(
    _ chapter: String, scenarios: [String], packageRoot: URL, run: ChildRun
  ) async -> [RunOutcome] {
    let subject = { RunSubject(chapter: chapter, variant: "exercise", scenario: $0) }
    var outcomes: [RunOutcome] = []
    var remaining = scenarios[...]
    while !remaining.isEmpty {
      guard let result = await run(Array(remaining)) else {
        // The exit test could not run (it recorded why).
        return outcomes
          + remaining.map { RunOutcome(subject($0), .trapped(crash: "its child process did not run")) }
      }
      let errors = String(decoding: result.standardErrorContent, as: UTF8.self)
      let reported = reportedOutcomes(in: errors, expecting: remaining)
      outcomes += reported
      remaining = remaining.dropFirst(reported.count)
      guard let stopped = remaining.popFirst() else { break }
      outcomes.append(RunOutcome(subject(stopped), verdict(result.exitStatus, errors, stopped, packageRoot)))
    }
    return outcomes
  }

  private static func reportedOutcomes(in errors: String, expecting scenarios: ArraySlice<String>)
    -> [RunOutcome]
  {
    let decoder = JSONDecoder()
    let decoded = errors.split(separator: "\n").compactMap { line -> RunOutcome? in
      guard line.hasPrefix(ExerciseChild.outcomePrefix) else { return nil }
      return try? decoder.decode(
        RunOutcome.self, from: Data(line.dropFirst(ExerciseChild.outcomePrefix.count).utf8))
    }
    return zip(decoded, scenarios).prefix { $0.0.subject.scenario == $0.1 }.map(\.0)
  }

  private static func verdict(_ status: ExitStatus, _ errors: String, _ scenario: String, _ root: URL)
    -> Verdict
  {
    let action = ChildTrace.lastAction(of: scenario, in: errors)
    if case .exitCode(ExerciseChild.hangStatus) = status {
      let limit =
        errors.split(separator: "\n").last { $0.hasPrefix(ExerciseChild.hangPrefix) }
        .flatMap { Double($0.dropFirst(ExerciseChild.hangPrefix.count)) } ?? ExerciseChild.timeLimit
      let seconds = limit == limit.rounded() ? "\(Int(limit))" : "\(limit)"
      return .hung(
        hang: "did not finish within \(seconds) s — "
          + (action.map { "at \($0.description)" } ?? "before its first action"))
    }
    let ending =
      switch status {
      case .signal(let signal):
        "the process stopped on signal \(signal)\(CrashReport.signalName(signal).map { " (\($0))" } ?? "")"
      case .exitCode(let code): "the process exited with status \(code)"
      @unknown default: "the process ended (\(status))"
      }
    let report = CrashReport(standardError: ChildTrace.removingTraces(from: errors), packageRoot: root)
    return .trapped(crash: report.summary(ending: ending, action: action?.description))
  }
}
