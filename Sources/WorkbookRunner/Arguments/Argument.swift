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

// The arguments more than one command takes: declared here once.
extension Argument {
  /// How a variant may be named, in every help that takes one.
  public static let variantForms =
    "its id (\"0-massive\"), step number (\"0\"), title (\"massive\") or \"exercise\""

  public static let chapter = Argument(
    "<chapter>", help: "its number (\"01\", \"1\") or name (\"foodtracker\")")
}
