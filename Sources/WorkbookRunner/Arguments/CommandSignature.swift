/// A command's grammar and help: its name, summary, positional arguments and the options it
/// accepts (`--help` is accepted by every command). Its synopsis, its help and its usage errors
/// are generated from those declarations, as swift-argument-parser does, so they cannot drift
/// from what the parser accepts.
public struct CommandSignature: Sendable {
  /// An option as the signature lists it: a flag or an option with a value.
  public enum Accepted: Sendable {
    case flag(Flag)
    case option(Option)

    var name: String {
      switch self {
      case .flag(let flag): flag.name
      case .option(let option): option.name
      }
    }

    var help: String {
      switch self {
      case .flag(let flag): flag.help
      case .option(let option): option.help
      }
    }

    /// "--help", "--variant V": how errors list what is accepted.
    var longLabel: String {
      switch self {
      case .flag(let flag): "--\(flag.name)"
      case .option(let option): "--\(option.name) \(option.value)"
      }
    }

    /// "[--json]", "[--variant V]…": how the synopsis writes it.
    var synopsis: String {
      switch self {
      case .flag: "[\(longLabel)]"
      case .option(let option): "[\(longLabel)]" + (option.repeats ? "…" : "")
      }
    }

    /// "-h, --help", "--variant V": how the help lists it.
    var label: String {
      guard case .flag(let flag) = self, let short = flag.shortName else { return longLabel }
      return "-\(short), \(longLabel)"
    }
  }

  /// Its name ("" for `workbook` itself).
  public let name: String
  public let summary: String
  /// A paragraph or two after the synopsis.
  public let details: String
  public let arguments: [Argument]
  /// The options, in the help's order; `--help` comes last, added here.
  public let accepted: [Accepted]
  /// Left out of the overview and of the list of commands (the child processes' command).
  public let hidden: Bool

  public init(
    name: String, summary: String, details: String, arguments: [Argument] = [],
    accepting accepted: [Accepted] = [], hidden: Bool = false
  ) {
    precondition(
      arguments.dropLast().allSatisfy { !$0.repeats }, "only the last argument of `\(name)` may repeat")
    self.name = name
    self.summary = summary
    self.details = details
    self.arguments = arguments
    self.accepted = accepted + [.flag(.help)]
    self.hidden = hidden
  }

  /// How the command is called in messages: "workbook run", or "workbook".
  var invocation: String {
    name.isEmpty ? "workbook" : "workbook \(name)"
  }

  /// How many positional arguments are accepted: the arguments not optional, up to all of them
  /// (or any number more, when the last repeats).
  public var positionalCount: ClosedRange<Int> {
    let required = arguments.count { !$0.isOptional }
    return required...(arguments.last?.repeats == true ? Int.max : arguments.count)
  }

  /// What follows the command's name in its usage line: the positional arguments, then every
  /// option in the order accepted, `--help` aside (every command takes it):
  /// "<chapter> [--variant V]… [--json]".
  public var synopsis: String {
    let options = accepted.filter { $0.name != Flag.help.name }
    return (arguments.map(\.synopsis) + options.map(\.synopsis)).joined(separator: " ")
  }

  /// "workbook run <chapter> [--variant V]…", or "workbook docs" when it takes nothing.
  public var usageLine: String {
    synopsis.isEmpty ? invocation : "\(invocation) \(synopsis)"
  }
}

// MARK: - Parsing

extension CommandSignature {
  /// Splits the arguments that follow the command's name. With `--help` anywhere, the rest is
  /// not checked.
  public func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument.hasPrefix("--") {
        try readLongOption(argument, from: &remaining, into: &parsed)
      } else if let flag = shortFlag(argument) {
        parsed.flags.insert(flag)
      } else if argument.hasPrefix("-"), argument.count > 1, Int(argument) == nil {
        throw UsageError("unknown option \"\(argument)\" for `\(invocation)`; accepted: \(acceptedList)")
      } else {
        parsed.positionals.append(argument)
      }
    }
    if parsed[.help] { return parsed }
    try checkPositionals(parsed.positionals)
    return parsed
  }

  private func shortFlag(_ argument: String) -> Flag? {
    guard argument.count == 2, argument.first == "-" else { return nil }
    return accepted.lazy.compactMap { accepted -> Flag? in
      guard case .flag(let flag) = accepted, flag.shortName == argument.last else { return nil }
      return flag
    }.first
  }

  private func readLongOption(
    _ argument: String, from remaining: inout ArraySlice<String>, into parsed: inout ParsedArguments
  ) throws(UsageError) {
    let body = argument.dropFirst(2)
    let name = String(body.prefix { $0 != "=" })
    let inlineValue = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
    switch accepted.first(where: { $0.name == name }) {
    case nil:
      throw UsageError("unknown option \"--\(name)\" for `\(invocation)`; accepted: \(acceptedList)")
    case .flag(let flag):
      guard inlineValue == nil else { throw UsageError("--\(name) takes no value\n\n\(usage)") }
      parsed.flags.insert(flag)
    case .option(let option):
      if let inlineValue {
        parsed.options.append((option, inlineValue))
      } else if let next = remaining.first, !next.hasPrefix("--") {
        parsed.options.append((option, next))
        remaining = remaining.dropFirst()
      } else {
        throw UsageError("--\(name) needs a value: --\(name) \(option.value)\n\n\(usage)")
      }
    }
  }

  private func checkPositionals(_ positionals: [String]) throws(UsageError) {
    guard !positionalCount.contains(positionals.count) else { return }
    let got = positionals.isEmpty ? "none" : positionals.map { "\"\($0)\"" }.joined(separator: " ")
    throw UsageError("`\(invocation)` takes \(expectedArguments); got \(got)\n\n\(usage)")
  }

  private var expectedArguments: String {
    arguments.isEmpty ? "no arguments" : arguments.map(\.synopsis).joined(separator: " ")
  }

  private var acceptedList: String {
    accepted.map(\.longLabel).joined(separator: ", ")
  }
}

// MARK: - Help

extension CommandSignature {
  /// Exit codes, at the end of every help.
  static let exitCodes =
    "Exit codes: 0 everything holds · 1 a check failed · 2 a variant crashed · 64 usage error."

  /// `workbook <command> --help`.
  public var usage: String {
    var text =
      "Usage: \(usageLine)\n\n\(summary.prefix(1).uppercased() + summary.dropFirst()).\n"
    text += "\(details)\n"
    if !arguments.isEmpty {
      text += "\nArguments:\n" + Self.columns(arguments.map { ($0.name, $0.help) }) + "\n"
    }
    text += "\nOptions:\n\(optionLines)\n\n\(Self.exitCodes)\n"
    return text
  }

  /// The options and their help, aligned.
  var optionLines: String {
    Self.columns(accepted.map { ($0.label, $0.help) })
  }

  /// Two columns, the first padded to its widest entry, each line indented by two spaces.
  static func columns(_ rows: [(String, String)]) -> String {
    let width = rows.map(\.0.count).max() ?? 0
    return rows.map { "  \($0.0)\(String(repeating: " ", count: width - $0.0.count))  \($0.1)" }
      .joined(separator: "\n")
  }
}
