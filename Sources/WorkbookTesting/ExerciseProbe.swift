import Foundation
import Testing
import Workbook
import WorldKit

/// The exercise's scenarios, run once per test process in exit tests' child processes (see
/// `ExerciseChild`): a trap or an endless loop in the attendee's code stops a child, not
/// `swift test`. Every test that would run the exercise here waits for it first (the
/// `exerciseRunsInAChildFirst` trait), and does not run it when it crashed there.
public actor ExerciseProbe {
  /// Runs the exercise's scenarios (ids) in an exit test:
  ///
  ///     @Sendable func exerciseInAChild(_ scenarios: [String]) async -> ExitTest.Result? {
  ///       await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
  ///         [scenarios = scenarios as [String]] in await catalog.runExercise(scenarios)
  ///       }
  ///     }
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

extension ChapterCatalog {
  /// The exercise's scenarios as `ExerciseProbe` runs them in child processes, judged by the
  /// chapter's declarations; those it is declared to trap on are left to `expectedTraps`.
  public func exerciseOutcomes(_ run: @escaping ExerciseProbe.ChildRun) async -> [RunOutcome] {
    let chapter = Chapter(self)
    let exercise = variants.first { $0.kind == .exercise }?.id ?? "exercise"
    let ids = scenarios.map(\.id).filter { !chapter.traps(variant: exercise, scenario: $0) }
    return await ExerciseProbe.shared.outcomes(
      chapter: name, scenarios: ids, packageRoot: chapter.packageRoot, run: run
    ).map(chapter.judged)
  }

  /// The test of the exercise's scenarios: every one as approved, each run in a child process, so
  /// that a crash fails this test (with its message, its place in the exercise and the action it
  /// happened on) instead of the whole `swift test`; the same crash on several scenarios is one
  /// issue.
  ///
  ///     @Test func exerciseInChildProcesses() async { await catalog.verifyExercise(exerciseInAChild) }
  public func verifyExercise(
    _ run: @escaping ExerciseProbe.ChildRun, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let failures = await exerciseOutcomes(run).filter { !$0.holds }
    var reported = Set<String>()
    for failure in failures where !reported.contains(failure.subject.scenario) {
      guard case .trapped(let crash) = failure.verdict else {
        Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        continue
      }
      let place = crash.split(separator: "\n").filter { !$0.hasPrefix(CrashReport.actionPrefix) }
      let same = failures.filter {
        guard case .trapped(let other) = $0.verdict else { return false }
        return other.split(separator: "\n").filter { !$0.hasPrefix(CrashReport.actionPrefix) } == place
      }
      reported.formUnion(same.map(\.subject.scenario))
      let message =
        same.count == 1
        ? failure.message
        : "\(name)'s exercise crashed the same way on \(same.count) scenarios ("
          + same.map(\.subject.scenario).joined(separator: ", ") + "):\n" + place.joined(separator: "\n")
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
  }
}
