/// One `workbook` command, declared once: its signature (grammar and help), how it reads its
/// parsed arguments, and what it does. The runner finds it by name in `CommandTable`.
public protocol WorkbookCommand: Sendable {
  /// Its name, help and grammar.
  static var signature: CommandSignature { get }
  /// Reads the command from its arguments, checking what the grammar alone cannot.
  init(_ arguments: ParsedArguments) throws(UsageError)
  /// Does what it says, against the runner's library, writing to its console.
  @MainActor func run(in runner: Runner) throws -> ExitCode
}
