import Foundation
import Workbook

/// `workbook _cells <chapter> <variant> <scenario>…`, hidden: what `--isolate`'s child processes
/// run. One JSON `RunOutcome` per line, written as soon as it is known, so that the parent knows
/// which scenario a crash interrupted, and on the standard error a `ChildTrace` line as each action
/// starts, so that it knows which action.
struct CellsCommand: WorkbookCommand, Equatable {
  static let signature = CommandSignature(
    name: "_cells",
    summary: "(internal) run scenarios against one variant, one JSON cell per line",
    details:
      "Used wherever a variant runs isolated: the parent re-runs the runner's own executable with this command.",
    arguments: [
      .chapter, Argument("<variant>", help: Argument.variantForms),
      Argument("<scenario>", help: "their ids", repeats: true),
    ], hidden: true)

  var chapter: String
  var variant: String
  var scenarios: [String]

  init(chapter: String, variant: String, scenarios: [String]) {
    self.chapter = chapter
    self.variant = variant
    self.scenarios = scenarios
  }

  init(_ arguments: ParsedArguments) {
    let names = arguments.positionals
    self.init(chapter: names[0], variant: names[1], scenarios: Array(names.dropFirst(2)))
  }

  func run(in runner: Runner) throws -> ExitCode {
    let chapter = try runner.chapter(named: chapter)
    let variant = try chapter.variant(named: variant)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Each action as it starts, for the parent to name the one a crash or a hang stopped on.
    ActionTrace.willPerform = { scenario, number, action in
      FaultTrace.actionWillStart()
      runner.console.writeError(ChildTrace(scenario: scenario, number: number, action: action).line)
    }
    // And each UIKit fault with its line, for when the code after it traps.
    FaultTrace.report(locating: runner.environment.locatesFaults) { runner.console.writeError($0) }
    defer {
      ActionTrace.willPerform = nil
      FaultTrace.report(to: nil)
    }
    for scenario in scenarios {
      let id = try chapter.scenario(named: scenario).id
      let outcome = try runner.outcome(chapter, variant: variant.id, scenario: id)
      runner.console.write(String(decoding: try encoder.encode(outcome), as: UTF8.self) + "\n")
      if runner.environment.stopsAtFirstFailure, !outcome.verdict.holds { break }
    }
    return .success
  }
}
