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
