/// The line a child process running scenarios (the runner's `_cells`, a test's exit test) writes on its standard error as each action starts
/// (`workbook-trace: add-meal 6 tap "Save"`), so that its parent can say which action a scenario
/// was on when the child trapped or ran out of time.
public struct ChildTrace: Equatable, Sendable {
  public static let prefix = "workbook-trace: "

  public let scenario: String
  public let number: Int
  public let action: String

  /// The line, newline included.
  public var line: String { "\(Self.prefix)\(scenario) \(number) \(action)\n" }

  /// "action 6 (tap "Save")".
  public var description: String { "action \(number) (\(action))" }

  public init(scenario: String, number: Int, action: String) {
    self.scenario = scenario
    self.number = number
    self.action = action
  }

  /// Reads a trace line (nil: not one).
  public init?(line: Substring) {
    guard line.hasPrefix(Self.prefix) else { return nil }
    let fields = line.dropFirst(Self.prefix.count).split(separator: " ", maxSplits: 2)
    guard fields.count == 3, let number = Int(fields[1]) else { return nil }
    self.init(scenario: String(fields[0]), number: number, action: String(fields[2]))
  }

  /// The last action the child started on a scenario, from its standard error.
  public static func lastAction(of scenario: String, in errors: String) -> ChildTrace? {
    errors.split(separator: "\n").lazy.reversed().compactMap(ChildTrace.init(line:))
      .first { $0.scenario == scenario }
  }

  /// The standard error without the trace lines: what the process itself said. A fault's lines
  /// (`FaultTrace`) before the last trace line go too: the action that raised it ended without
  /// trapping, so it is not what took the process down.
  public static func removingTraces(from errors: String) -> String {
    let lines = errors.split(separator: "\n", omittingEmptySubsequences: false)
    let lastTrace = lines.lastIndex { $0.hasPrefix(prefix) } ?? lines.startIndex
    return lines.indices.filter { index in
      let line = lines[index]
      let isStaleFault =
        index < lastTrace
        && (line.hasPrefix(FaultTrace.prefix) || line.hasPrefix(FaultTrace.locationPrefix))
      return !line.hasPrefix(prefix) && !isStaleFault
    }
    .map { lines[$0] }.joined(separator: "\n")
  }
}
