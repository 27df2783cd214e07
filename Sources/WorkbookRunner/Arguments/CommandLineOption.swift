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

/// An option that takes a value: `--variant V`, or `--variant=V`. Repeatable; a command that
/// wants one value reads the last.
public struct Option: Sendable, Hashable {
  /// Its name, without the dashes.
  public let name: String
  /// What the value is called in the help: "V".
  public let value: String
  public let help: String

  public init(_ name: String, value: String, help: String) {
    self.name = name
    self.value = value
    self.help = help
  }
}

/// A positional argument, for the help: `<chapter>`.
public struct Argument: Sendable, Hashable {
  /// As the synopsis writes it: "<chapter>".
  public let name: String
  public let help: String

  public init(_ name: String, help: String) {
    self.name = name
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

extension Argument {
  /// How a variant may be named, in every help that takes one.
  public static let variantForms =
    "its id (\"0-massive\"), step number (\"0\"), title (\"massive\") or \"exercise\""

  public static let chapter = Argument(
    "<chapter>", help: "its number (\"01\", \"1\") or name (\"foodtracker\")")
}
