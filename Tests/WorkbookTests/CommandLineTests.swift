import Foundation
import Testing

@testable import Workbook
@testable import WorkbookRunner

/// Parsing the runner's arguments, by hand, into commands; and saying what was wrong.
struct CommandLineTests {
  typealias Request = RunnerCommand.MatrixRequest

  @Test(arguments: [
    ([], RunnerCommand.matrix(Request())),
    (["--json", "--isolate"], .matrix(Request(json: true, isolate: true))),
    (["run", "01"], .matrix(Request(chapter: "01"))),
    (
      ["run", "foodtracker", "--variant", "0", "--variant=exercise", "--scenario", "add-meal", "--json"],
      .matrix(
        Request(chapter: "foodtracker", variants: ["0", "exercise"], scenarios: ["add-meal"], json: true))
    ),
    (["list"], .list(json: false)),
    (["list", "--json"], .list(json: true)),
    (
      ["show", "1", "massive", "add-meal"],
      .show(RunnerCommand.ShowRequest(chapter: "1", variant: "massive", scenario: "add-meal"))
    ),
    (
      ["show", "1", "0", "add-meal", "--approved", "--json"],
      .show(
        RunnerCommand.ShowRequest(
          chapter: "1", variant: "0", scenario: "add-meal", approved: true, json: true))
    ),
    (["diff", "01", "0", "1"], .diff(RunnerCommand.DiffRequest(chapter: "01", from: "0", to: "1"))),
    (["diff", "01", "1"], .diff(RunnerCommand.DiffRequest(chapter: "01", from: nil, to: "1"))),
    (
      ["diff", "01", "0", "1", "--unified", "--context", "5"],
      .diff(RunnerCommand.DiffRequest(chapter: "01", from: "0", to: "1", format: .unified, context: 5))
    ),
    (
      ["diff", "01", "1", "--markdown", "--full"],
      .diff(RunnerCommand.DiffRequest(chapter: "01", from: nil, to: "1", format: .markdown, context: nil))
    ),
    (
      ["diff", "01", "1", "--html", "--width=100"],
      .diff(RunnerCommand.DiffRequest(chapter: "01", from: nil, to: "1", format: .html, width: 100))
    ),
    (["approve", "01"], .approve(chapter: "01")),
    (["docs"], .docs(check: false)),
    (["docs", "--check"], .docs(check: true)),
    (
      ["_cells", "01", "exercise", "a", "b"],
      .cells(chapter: "01", variant: "exercise", scenarios: ["a", "b"])
    ),
  ])
  func parses(arguments: [String], command: RunnerCommand) throws {
    #expect(try RunnerCommand.parse(arguments) == command)
  }

  @Test(arguments: [
    ["--help"], ["-h"], ["help"], ["help", "run"], ["run", "--help"], ["list", "-h"], ["show", "--help"],
    ["diff", "--help"], ["approve", "--help"], ["docs", "--help"], ["run", "01", "--variant", "0", "--help"],
  ])
  func everyCommandHasHelp(arguments: [String]) throws {
    guard case .help(let text) = try RunnerCommand.parse(arguments) else {
      Issue.record("no help for \(arguments)")
      return
    }
    #expect(text.hasPrefix("Usage: workbook"))
    #expect(text.contains("Exit codes: 0"))
    if let command = arguments.first(where: { !$0.hasPrefix("-") && $0 != "help" })
      ?? arguments.dropFirst().first
    {
      #expect(text.contains("Usage: workbook \(command)"))
    }
  }

  @Test func theOverviewListsTheCommandsButNotTheHiddenOne() throws {
    guard case .help(let text) = try RunnerCommand.parse(["--help"]) else {
      Issue.record("no overview")
      return
    }
    for command in ["run", "list", "show", "diff", "approve", "docs"] {
      #expect(text.contains("\n  \(command) "), "\(command) is listed")
    }
    #expect(!text.contains("_cells"))
    #expect(text.contains("NO_COLOR"))
  }

  @Test(arguments: [
    (
      ["frobnicate"], "unknown command \"frobnicate\"; the commands are: run, list, show, diff, approve, docs"
    ),
    (["help", "frobnicate"], "unknown command \"frobnicate\""),
    (["run"], "`workbook run` takes <chapter>; got none"),
    (["run", "01", "02"], "`workbook run` takes <chapter>; got \"01\" \"02\""),
    (
      ["run", "01", "--colour"],
      "unknown option \"--colour\" for `workbook run`; accepted: --variant V, --scenario S"
    ),
    (["run", "01", "-x"], "unknown option \"-x\" for `workbook run`"),
    (["run", "01", "--variant"], "--variant needs a value: --variant V"),
    (["list", "--json=yes"], "--json takes no value"),
    (["show", "01", "0"], "`workbook show` takes <chapter> <variant> <scenario>; got \"01\" \"0\""),
    (["diff", "01"], "`workbook diff` takes <chapter> <from> <to> (2 to 3 of them); got \"01\""),
    (["diff", "01", "1", "--unified", "--html"], "choose one format, not --unified and --html"),
    (
      ["diff", "01", "1", "--context", "many"], "--context takes a number of lines (0 or more), not \"many\""
    ),
    (["diff", "01", "1", "--width", "10"], "--width takes a number of columns (40 or more), not \"10\""),
    (["docs", "now"], "`workbook docs` takes no arguments; got \"now\""),
    (["--verbose"], "unknown option \"--verbose\" for `workbook`; accepted: --json, --isolate, --help"),
  ])
  func explainsWhatIsWrong(arguments: [String], message: String) {
    #expect(throws: UsageError.self) { try RunnerCommand.parse(arguments) }
    do {
      _ = try RunnerCommand.parse(arguments)
    } catch {
      #expect(error.message.hasPrefix(message), "\(error.message)")
    }
  }

  @Test(arguments: [
    (false, [String: String](), false),
    (true, [:], true),
    (true, ["NO_COLOR": "1"], false),
    (true, ["NO_COLOR": ""], false),
    (false, ["TERM": "xterm-256color"], false),
  ])
  func colourOnlyOnATerminalAndNeverWithNoColor(isTerminal: Bool, environment: [String: String], colour: Bool)
  {
    #expect(TextStyle.forOutput(isTerminal: isTerminal, environment: environment).colour == colour)
  }

  @Test @MainActor func columnsComeFromTheEnvironment() {
    let root = URL(fileURLWithPath: "/tmp")
    #expect(WorkbookRunner.Environment.current(library: [], isTerminal: false, variables: [:]).columns == 160)
    #expect(
      WorkbookRunner.Environment.current(library: [], isTerminal: false, variables: ["COLUMNS": "120"])
        .columns == 120)
    #expect(
      WorkbookRunner.Environment.current(library: [], isTerminal: false, variables: ["COLUMNS": "junk"])
        .columns
        == 160)
    #expect(WorkbookRunner.Environment(packageRoot: root).style == .plain)
  }

  @Test @MainActor func usageErrorsExitWith64OnStandardError() {
    let console = Console.capturing()
    let runner = WorkbookRunner(
      library: [], environment: .init(packageRoot: URL(fileURLWithPath: "/tmp")), console: console)
    #expect(runner.run(["run"]) == .usage)
    #expect(console.output.isEmpty)
    #expect(console.errors.hasPrefix("workbook: `workbook run` takes <chapter>; got none"))
    #expect(runner.run(["run", "01"]) == .usage)
    #expect(console.errors.contains("no chapter \"01\": no chapter is built"))
    #expect(runner.run(["--help"]) == .success)
    #expect(console.output.hasPrefix("Usage: workbook"))
  }
}
