/// The arguments that followed a command's name, split by its signature: positionals, the
/// flags given and the values of options. Read with the same declarations that parsed them.
public struct ParsedArguments: Sendable {
  public internal(set) var positionals: [String] = []
  var flags: Set<Flag> = []
  var options: [(option: Option, value: String)] = []

  /// Whether the flag was given.
  public subscript(flag: Flag) -> Bool {
    flags.contains(flag)
  }

  /// Every value given to the option, in order.
  public func values(of option: Option) -> [String] {
    options.filter { $0.option == option }.map(\.value)
  }

  /// The option's last value, if given.
  public func last(of option: Option) -> String? {
    values(of: option).last
  }

  /// The option's last value as a whole number within `range`, if given.
  public func number(of option: Option, in range: PartialRangeFrom<Int>, saying what: String)
    throws(UsageError) -> Int?
  {
    guard let text = last(of: option) else { return nil }
    guard let number = Int(text), range.contains(number) else {
      throw UsageError("--\(option.name) takes \(what) (\(range.lowerBound) or more), not \"\(text)\"")
    }
    return number
  }

  /// The option's number, which must lie in a closed range: "--level takes a hint level from 1 to
  /// 3, not "0"" (nil: not given).
  public func number(of option: Option, in range: ClosedRange<Int>, saying what: String)
    throws(UsageError) -> Int?
  {
    guard let text = last(of: option) else { return nil }
    guard let number = Int(text), range.contains(number) else {
      throw UsageError(
        "--\(option.name) takes \(what) from \(range.lowerBound) to \(range.upperBound), not \"\(text)\"")
    }
    return number
  }
}
