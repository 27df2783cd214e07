import Foundation
import Testing

@testable import Workbook
@testable import WorkbookRunner

/// Parsing the runner's arguments, by hand, into typed commands; and saying what was wrong.
struct CommandLineTests {
  /// The command the arguments parse to, or nil for a help text.
  static func command(_ arguments: [String]) throws(UsageError) -> (any WorkbookCommand)? {
    guard case .command(let command) = try CommandTable.parse(arguments) else { return nil }
    return command
  }

  /// The help text the arguments ask for, or nil for a command.
  static func help(_ arguments: [String]) throws(UsageError) -> String? {
    guard case .help(let text) = try CommandTable.parse(arguments) else { return nil }
    return text
  }

  @Test(
    arguments: [
      ([], MatrixCommand()),
      (["--json", "--isolate"], MatrixCommand(flags: OutputFlags(json: true, isolate: true))),
      (["list"], ListCommand()),
      (["list", "--json"], ListCommand(json: true)),
      (["list", "04"], ListCommand(chapter: "04")),
      (["approve", "01"], ApproveCommand(chapter: "01")),
      (["docs"], DocsCommand()),
      (["docs", "--check"], DocsCommand(check: true)),
      (["compare", "01"], CompareCommand(chapter: "01")),
      (["compare", "01", "--json"], CompareCommand(chapter: "01", json: true)),
      (["compare"], CompareCommand()),
      (["compare", "--json"], CompareCommand(json: true)),
      (
        ["_cells", "01", "exercise", "a", "b"],
        CellsCommand(chapter: "01", variant: "exercise", scenarios: ["a", "b"])
      ),
    ] as [([String], any WorkbookCommand & Equatable)])
  func parses(arguments: [String], expected: any WorkbookCommand & Equatable) throws {
    #expect(try Self.command(arguments).map { expected.isEqual(to: $0) } == true, "\(arguments)")
  }

  @Test(arguments: [
    (["run", "01"], RunCommand(chapter: "01")),
    (
      ["run", "foodtracker", "--variant", "0", "--variant=exercise", "--scenario", "add-meal", "--json"],
      RunCommand(chapter: "foodtracker", variants: ["0", "exercise"], scenarios: ["add-meal"], json: true)
    ),
  ])
  func parsesRun(arguments: [String], expected: RunCommand) throws {
    #expect(try Self.command(arguments) as? RunCommand == expected)
  }

  @Test(arguments: [
    (
      ["show", "1", "massive", "add-meal"],
      ShowCommand(chapter: "1", variant: "massive", scenario: "add-meal")
    ),
    (
      ["show", "1", "0", "add-meal", "--approved", "--json"],
      ShowCommand(chapter: "1", variant: "0", scenario: "add-meal", approved: true, json: true)
    ),
  ])
  func parsesShow(arguments: [String], expected: ShowCommand) throws {
    #expect(try Self.command(arguments) as? ShowCommand == expected)
  }

  @Test(arguments: [
    (["diff", "01", "0", "1"], DiffCommand(chapter: "01", from: "0", to: "1")),
    (["diff", "01", "1"], DiffCommand(chapter: "01", from: nil, to: "1")),
    (
      ["diff", "01", "0", "1", "--unified", "--context", "5"],
      DiffCommand(chapter: "01", from: "0", to: "1", format: .unified, context: 5)
    ),
    (
      ["diff", "01", "1", "--markdown", "--full"],
      DiffCommand(chapter: "01", from: nil, to: "1", format: .markdown, context: nil)
    ),
    (
      ["diff", "01", "1", "--html", "--width=100"],
      DiffCommand(chapter: "01", from: nil, to: "1", format: .html, width: 100)
    ),
    (["diff", "01", "1", "--json"], DiffCommand(chapter: "01", from: nil, to: "1", json: true)),
    (["diff", "01", "1", "--wrap"], DiffCommand(chapter: "01", from: nil, to: "1", wrap: true)),
  ])
  func parsesDiff(arguments: [String], expected: DiffCommand) throws {
    #expect(try Self.command(arguments) as? DiffCommand == expected)
  }

  /// Each with every argument it declares given once (`mutate` needs its optional chapter but
  /// with --bar).
  @Test func everyCommandIsFoundByItsDeclaredName() throws {
    for command in CommandTable.commands {
      let signature = command.signature
      let arguments = [signature.name] + Array(repeating: "x", count: signature.arguments.count)
      #expect(try type(of: #require(try Self.command(arguments))) == command, "\(signature.name)")
    }
  }

  @Test(arguments: [
    ["--help"], ["-h"], ["help"], ["help", "run"], ["run", "--help"], ["list", "-h"], ["show", "--help"],
    ["diff", "--help"], ["approve", "--help"], ["docs", "--help"], ["run", "01", "--variant", "0", "--help"],
  ])
  func everyCommandHasHelp(arguments: [String]) throws {
    let text = try #require(try Self.help(arguments), "no help for \(arguments)")
    #expect(text.hasPrefix("Usage: workbook"))
    #expect(text.contains("Exit codes: 0"))
    if let command = arguments.first(where: { !$0.hasPrefix("-") && $0 != "help" })
      ?? arguments.dropFirst().first
    {
      #expect(text.contains("Usage: workbook \(command)"))
    }
  }

  @Test func theOverviewListsTheCommandsButNotTheHiddenOne() throws {
    let text = try #require(try Self.help(["--help"]))
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
    (["diff", "01"], "`workbook diff` takes <chapter> [<from>] <to>; got \"01\""),
    (["diff", "01", "1", "--unified", "--html"], "choose one format, not --unified and --html"),
    (["diff", "01", "1", "--html", "--json"], "choose one format, not --html and --json"),
    (
      ["diff", "01", "1", "--context", "many"], "--context takes a number of lines (0 or more), not \"many\""
    ),
    (["diff", "01", "1", "--width", "10"], "--width takes a number of columns (40 or more), not \"10\""),
    (["docs", "now"], "`workbook docs` takes no arguments; got \"now\""),
    (["list", "01", "03"], "`workbook list` takes [<chapter>]; got \"01\" \"03\""),
    (["--verbose"], "unknown option \"--verbose\" for `workbook`; accepted: --json, --isolate, --help"),
    (
      ["verify", "01", "--variant", "0", "--variant", "1"],
      "`workbook verify` checks one variant; got --variant 0 and 1"
    ),
    (["help", "_cells"], "unknown command \"_cells\""),
    (["run", "01", "--variant", "--json"], "--variant needs a value: --variant V"),
  ])
  func explainsWhatIsWrong(arguments: [String], message: String) {
    let error = #expect(throws: UsageError.self) { try CommandTable.parse(arguments) }
    #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "")")
  }

  @Test(arguments: [
    (false, [String: String](), false),
    (true, [:], true),
    (true, ["NO_COLOR": "1"], false),
    (true, ["NO_COLOR": ""], true),
    (false, ["TERM": "xterm-256color"], false),
  ])
  func colourOnlyOnATerminalAndNeverWithANonEmptyNoColor(
    isTerminal: Bool, environment: [String: String], colour: Bool
  ) {
    #expect(TextStyle.forOutput(isTerminal: isTerminal, environment: environment).colour == colour)
  }

  @Test @MainActor func columnsComeFromTheEnvironment() {
    let root = URL(fileURLWithPath: "/tmp")
    func columns(_ isTerminal: Bool, _ variables: [String: String], terminal: Int? = nil) -> Int {
      RunnerEnvironment.current(
        library: [], isTerminal: isTerminal, variables: variables, terminalColumns: terminal
      )
      .columns
    }
    // Piped: COLUMNS when set (and sensible), else 100; on a terminal, the terminal's own width.
    #expect(columns(false, [:]) == 100)
    #expect(columns(false, ["COLUMNS": "120"]) == 120)
    #expect(columns(false, ["COLUMNS": "junk"]) == 100)
    #expect(columns(false, ["COLUMNS": "120"], terminal: 80) == 120, "a pipe has no window")
    #expect(columns(true, ["COLUMNS": "120"], terminal: 80) == 80)
    #expect(columns(true, ["COLUMNS": "120"], terminal: nil) == 120, "a terminal that does not say")
    #expect(TerminalSize.columns(of: -1) == nil, "no terminal, no size")
    #expect(RunnerEnvironment(packageRoot: root).style == .plain)
  }

  @Test @MainActor func usageErrorsExitWith64OnStandardError() {
    let console = Console.capturing()
    let runner = Runner(
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

extension Equatable {
  /// Whether another command is this one: the same type, with the same arguments.
  fileprivate func isEqual(to other: any WorkbookCommand) -> Bool {
    (other as? Self) == self
  }
}
