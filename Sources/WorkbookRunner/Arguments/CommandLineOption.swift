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

/// An option that takes a value: `--variant V`, or `--variant=V`. The parser keeps every value
/// given; a command that wants one value reads the last, one that `repeats` reads them all.
public struct Option: Sendable, Hashable {
  /// Its name, without the dashes.
  public let name: String
  /// What the value is called in the help: "V".
  public let value: String
  public let help: String
  /// Whether the command reads every value given (`--variant 0 --variant 1`): the synopsis
  /// writes it "[--variant V]…".
  public let repeats: Bool

  public init(_ name: String, value: String, repeats: Bool = false, help: String) {
    self.name = name
    self.value = value
    self.repeats = repeats
    self.help = help
  }
}

/// A positional argument: `<chapter>`. A command's arguments say how many positionals it takes
/// (`CommandSignature.positionalCount`) and how its synopsis writes them.
public struct Argument: Sendable, Hashable {
  /// As the help lists it: "<chapter>".
  public let name: String
  public let help: String
  /// Whether it may be left out: the synopsis writes it "[<from>]".
  public let isOptional: Bool
  /// Whether it takes every remaining positional, one at least: "<scenario>…" (the last
  /// argument only).
  public let repeats: Bool

  public init(_ name: String, help: String, isOptional: Bool = false, repeats: Bool = false) {
    self.name = name
    self.help = help
    self.isOptional = isOptional
    self.repeats = repeats
  }

  /// As the synopsis writes it: "<chapter>", "[<from>]", "<scenario>…".
  var synopsis: String {
    (isOptional ? "[\(name)]" : name) + (repeats ? "…" : "")
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
