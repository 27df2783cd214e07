import Foundation
import Workbook

/// The `workbook` command line: reads the arguments, runs the command they name against the
/// library of chapters, writes to a console and answers an exit status. Everything but the
/// process itself (arguments, environment, `isatty`, `exit`) lives here, so that tests can drive
/// it.
@MainActor
public final class Runner {
  public let library: [Chapter]
  public let environment: RunnerEnvironment
  public let console: Console

  public init(library: [Chapter], environment: RunnerEnvironment, console: Console) {
    self.library = library
    self.environment = environment
    self.console = console
  }

  /// Colour or plain.
  public var style: TextStyle { environment.style }

  /// Runs the command the arguments (without the executable's name) ask for.
  public func run(_ arguments: [String]) -> ExitCode {
    do {
      switch try CommandTable.parse(arguments) {
      case .help(let text):
        console.write(text)
        return .success
      case .command(let command):
        return try command.run(in: self)
      }
    } catch let error as UsageError {
      console.writeError("workbook: \(error.message)\n")
      return .usage
    } catch {
      console.writeError("workbook: \(error)\n")
      return .checksFailed
    }
  }

  // MARK: - What the commands share

  /// The chapter the user named (see Lookup.swift).
  func chapter(named name: String) throws(UsageError) -> Chapter {
    try library.chapter(named: name)
  }

  /// Checks one run in this process, the names already resolved.
  func outcome(_ chapter: Chapter, variant: String, scenario: String) throws(UsageError) -> RunOutcome {
    guard let outcome = chapter.check(variant: variant, scenario: scenario) else {
      throw UsageError("\(chapter.name) has no variant \"\(variant)\" or no scenario \"\(scenario)\"")
    }
    return outcome
  }

  /// Checks scenarios on one variant: all in child processes with `isolate`; otherwise in this
  /// one, but for those the variant is declared to trap on, which run in a child.
  func outcomes(_ chapter: Chapter, variant: String, scenarios: [String], isolate: Bool) throws
    -> [RunOutcome]
  {
    let trapping = isolate ? scenarios : scenarios.filter { chapter.traps(variant: variant, scenario: $0) }
    guard !trapping.isEmpty else {
      return try scenarios.map { try outcome(chapter, variant: variant, scenario: $0) }
    }
    let isolated = try isolatedOutcomes(chapter, variant: variant, scenarios: trapping, backtrace: isolate)
    var byScenario = Dictionary(uniqueKeysWithValues: zip(trapping, isolated))
    return try scenarios.map { scenario in
      try byScenario.removeValue(forKey: scenario) ?? outcome(chapter, variant: variant, scenario: scenario)
    }
  }

  /// Checks scenarios on one variant in child processes; a crash needs a backtrace only when the
  /// user asked for isolation (a declared trap is expected).
  private func isolatedOutcomes(_ chapter: Chapter, variant: String, scenarios: [String], backtrace: Bool)
    throws -> [RunOutcome]
  {
    try isolatedRunner(backtrace: backtrace)
      .outcomes(chapter: chapter.number, chapterName: chapter.name, variant: variant, scenarios: scenarios)
      .map(chapter.judged)
  }

  /// Starts the declared trap cells of a chapter's matrix in child processes (nil when there are
  /// none, or when every cell runs isolated anyway).
  func declaredTraps(_ chapter: Chapter, variants: [String], scenarios: [String], isolate: Bool) throws
    -> DeclaredTraps?
  {
    guard !isolate, variants.contains(where: { chapter.traps(variant: $0) }) else { return nil }
    return DeclaredTraps(
      chapter, variants: variants, scenarios: scenarios, runner: try isolatedRunner(backtrace: false))
  }

  private func isolatedRunner(backtrace: Bool) throws -> IsolatedRunner {
    guard let executable = environment.executable else {
      throw UsageError(
        "--\(Flag.isolate.name) needs the runner's own executable, which this process cannot locate")
    }
    return IsolatedRunner(executable: executable, packageRoot: environment.packageRoot, backtrace: backtrace)
  }

  /// A path relative to the package's root, for messages.
  func relativePath(_ url: URL) -> String {
    let root = environment.packageRoot.standardizedFileURL.path + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }

  /// Writes a value as the `--json` of every command.
  func writeJSON<Value: Encodable>(_ value: Value) throws {
    console.write(try Self.json(value))
  }

  /// The `--json` of every command: pretty, keys sorted, slashes as they are.
  nonisolated static func json<Value: Encodable>(_ value: Value) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
  }
}
