/// What the command line asked for: a help text to print, or a command to run.
public enum Invocation: Sendable {
  case help(String)
  case command(any WorkbookCommand)
}

/// Every command of `workbook`, and how the command line picks one.
public enum CommandTable {
  /// What `workbook` does with no command: every chapter's matrix.
  static let main: any WorkbookCommand.Type = MatrixCommand.self

  /// The commands, in the order the overview lists them (hidden ones are not listed).
  static let commands: [any WorkbookCommand.Type] = [
    RunCommand.self, ListCommand.self, ShowCommand.self, DiffCommand.self, ApproveCommand.self,
    DocsCommand.self, DoccCommand.self, VerifyCommand.self, MutateCommand.self, FuzzCommand.self,
    CompareCommand.self,
    CellsCommand.self,
    ResetCommand.self,
    ProgressCommand.self,
    HintCommand.self,
    WatchCommand.self,
    NewChapterCommand.self,
  ]

  /// The commands a person is told about.
  static var listed: [CommandSignature] {
    commands.map { $0.signature }.filter { !$0.hidden }
  }

  /// Reads the runner's arguments (without the executable's name).
  public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    guard let first = arguments.first, !first.hasPrefix("-") else {
      return try invocation(of: main, arguments, overview: true)
    }
    let rest = Array(arguments.dropFirst())
    if first == "help" { return .help(try help(topic: rest.first)) }
    guard let command = commands.first(where: { $0.signature.name == first }) else {
      throw unknownCommand(first)
    }
    return try invocation(of: command, rest)
  }

  private static func invocation(
    of command: any WorkbookCommand.Type, _ arguments: [String], overview: Bool = false
  ) throws(UsageError) -> Invocation {
    let parsed = try command.signature.parse(arguments)
    if parsed[.help] { return .help(overview ? Self.overview : command.signature.usage) }
    return .command(try command.init(parsed))
  }

  /// `workbook help [<command>]`.
  private static func help(topic: String?) throws(UsageError) -> String {
    guard let topic else { return overview }
    guard let signature = listed.first(where: { $0.name == topic }) else { throw unknownCommand(topic) }
    return signature.usage
  }

  private static func unknownCommand(_ name: String) -> UsageError {
    UsageError(
      "unknown command \"\(name)\"; the commands are: \(listed.map(\.name).joined(separator: ", "))"
        + " (or none, for every chapter)\n\n\(overview)")
  }

  /// `workbook --help`.
  static var overview: String {
    let main = main.signature
    return """
      Usage: workbook \(main.synopsis)
             workbook <command> [arguments] [options]

      Without a command: \(main.summary). \(main.details)

      Commands:
      \(CommandSignature.columns(listed.map { ($0.name, $0.summary) }))

      Options of `workbook`:
      \(main.optionLines)

      `workbook <command> --help` describes a command. \(CommandSignature.exitCodes)
      Colour only on a terminal, never when NO_COLOR holds a value.

      """
  }
}
