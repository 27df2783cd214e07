import Foundation
import Workbook

/// `workbook show <chapter> <variant> <scenario>`: one transcript.
struct ShowCommand: WorkbookCommand, Equatable {
  static let approved = Flag(
    "approved", help: "show the approved transcript the variant must reproduce instead")

  static let signature = CommandSignature(
    name: "show",
    summary: "the transcript of one scenario run against one variant",
    details: """
      Runs the scenario against the variant and prints its transcript: each action, then the \
      screen, the lines logged and any problem.
      """,
    arguments: [
      .chapter, Argument("<variant>", help: Argument.variantForms), Argument("<scenario>", help: "its id"),
    ],
    accepting: [.flag(approved), .flag(.json)])

  var chapter: String
  var variant: String
  var scenario: String
  /// Show the approved transcript the variant must reproduce instead of running it.
  var approved = false
  var json = false

  init(chapter: String, variant: String, scenario: String, approved: Bool = false, json: Bool = false) {
    self.chapter = chapter
    self.variant = variant
    self.scenario = scenario
    self.approved = approved
    self.json = json
  }

  init(_ arguments: ParsedArguments) {
    let names = arguments.positionals
    self.init(
      chapter: names[0], variant: names[1], scenario: names[2], approved: arguments[Self.approved],
      json: arguments[.json])
  }

  func run(in runner: Runner) throws -> ExitCode {
    let chapter = try runner.chapter(named: chapter)
    let subject = RunSubject(
      chapter: chapter.name, variant: try chapter.variant(named: variant).id,
      scenario: try chapter.scenario(named: scenario).id)
    return approved
      ? try showApproved(subject, of: chapter, in: runner) : try showRun(subject, of: chapter, in: runner)
  }

  @MainActor
  private func showRun(_ subject: RunSubject, of chapter: Chapter, in runner: Runner) throws -> ExitCode {
    if chapter.mayTrap(variant: subject.variant, scenario: subject.scenario) {
      return try showTrap(subject, of: chapter, in: runner)
    }
    if runner.runsIsolated(chapter, variant: subject.variant), !runner.environment.runsHere {
      return try showInChild(subject, of: chapter, in: runner)
    }
    if runner.environment.runsHere {
      // The parent names the action a crash or a hang stopped on (see ChildTrace).
      ActionTrace.willPerform = { scenario, number, action in
        runner.console.writeError(ChildTrace(scenario: scenario, number: number, action: action).line)
      }
    }
    defer { ActionTrace.willPerform = nil }
    guard let transcript = chapter.transcript(variant: subject.variant, scenario: subject.scenario) else {
      throw UsageError("\(chapter.name) cannot run \(subject.scenario) on \(subject.variant)")
    }
    try write(ShownTranscript(subject, approved: false, transcript: transcript), in: runner)
    return .success
  }

  /// A variant that may trap (see `Chapter.mayTrap`) would take this process down with it: the run happens in a
  /// child process, and what came of it is shown instead of a transcript.
  @MainActor
  private func showTrap(_ subject: RunSubject, of chapter: Chapter, in runner: Runner) throws -> ExitCode {
    let outcomes = try runner.outcomes(
      chapter, variant: subject.variant, scenarios: [subject.scenario], isolate: true)
    if json {
      try runner.writeJSON(outcomes)
    } else {
      runner.console.write(outcomes.map(\.message).joined(separator: "\n") + "\n")
    }
    return outcomes.allSatisfy(\.holds) ? .success : .checksFailed
  }

  /// The exercise's transcript, shown by a child process (`show` again, told to run there): a
  /// trap or an endless loop stops the child, and is shown as such instead of a transcript.
  @MainActor
  private func showInChild(_ subject: RunSubject, of chapter: Chapter, in runner: Runner) throws -> ExitCode {
    let isolated = try runner.isolatedRunner(backtrace: true)
    let arguments =
      [Self.signature.name, chapter.number, subject.variant, subject.scenario]
      + (json ? ["--\(Flag.json.name)"] : [])
    let child = try isolated.runChild(
      arguments, perScenario: true, environment: [RunnerEnvironment.runHereVariable: "1"])
    if !child.killedBySignal, !child.timedOut, let code = ExitCode(rawValue: child.status) {
      runner.console.write(child.output)
      runner.console.writeError(ChildTrace.removingTraces(from: child.errors))
      return code
    }
    let outcome = RunOutcome(subject, isolated.verdict(of: child, scenario: subject.scenario))
    if json {
      try runner.writeJSON([outcome])
    } else {
      runner.console.write(outcome.message + "\n")
    }
    return .crashed
  }

  @MainActor
  private func showApproved(_ subject: RunSubject, of chapter: Chapter, in runner: Runner) throws -> ExitCode
  {
    let url = chapter.approvedTranscriptURL(variant: subject.variant, scenario: subject.scenario)
    guard FileManager.default.fileExists(atPath: url.path)
    else {
      runner.console.writeError(
        "workbook: no approved transcript for \(subject.scenario) on \(subject.variant) yet;"
          + " record it with `workbook approve \(chapter.number)`\n")
      return .checksFailed
    }
    let text = try String(contentsOf: url, encoding: .utf8)
    try write(ShownTranscript(subject, approved: true, text: text), in: runner)
    return .success
  }

  @MainActor
  private func write(_ shown: ShownTranscript, in runner: Runner) throws {
    if json {
      try runner.writeJSON(shown)
    } else {
      runner.console.write(shown.styled(runner.style))
    }
  }
}
