/// A flag a command accepts: `--json`. Declared once, and read back with it:
/// `arguments[.json]`.
public struct Flag: Sendable, Hashable {
  /// Its name, without the dashes.
  public let name: String
  public let help: String
  /// Also accepted as `-h` and so on.
  public var shortName: Character?

  public init(_ name: String, shortName: Character? = nil, help: String) {
    self.name = name
    self.shortName = shortName
    self.help = help
  }
}

// The options more than one command takes: declared here once.
extension Flag {
  public static let help = Flag("help", shortName: "h", help: "show this help")
  public static let json = Flag("json", help: "machine-readable output (JSON, sorted keys)")
  public static let isolate = Flag(
    "isolate",
    help: "run every variant in child processes, as the exercise always runs: a trap (fatalError, nil "
      + "force-unwrap…) or a scenario over its time limit shows as ‼ instead of stopping the runner")
}
