import Workbook

/// What the user asked the runner to do, parsed from its arguments but not yet checked against
/// the library (chapter, variant and scenario names are resolved when the command runs).
public enum RunnerCommand: Equatable, Sendable {
  /// Print this text (a usage text) and succeed.
  case help(String)
  /// `workbook` or `workbook run <chapter>`: the equivalence matrix.
  case matrix(MatrixRequest)
  /// `workbook list`.
  case list(json: Bool)
  /// `workbook show <chapter> <variant> <scenario>`.
  case show(ShowRequest)
  /// `workbook diff <chapter> [<from>] <to>`.
  case diff(DiffRequest)
  /// `workbook approve <chapter>`.
  case approve(chapter: String)
  /// `workbook docs [--check]`.
  case docs(check: Bool)
  /// `workbook verify <chapter> [--variant V]`: behaviour preserved and refactoring goals met.
  case verify(VerifyRequest)
  /// The hidden command a child process runs under `--isolate`: one JSON line per cell.
  case cells(chapter: String, variant: String, scenarios: [String])

  /// Which chapters, variants and scenarios to run, and how to report.
  public struct MatrixRequest: Equatable, Sendable {
    /// nil: every chapter.
    public var chapter: String?
    /// Empty: every variant.
    public var variants: [String] = []
    /// Empty: every scenario.
    public var scenarios: [String] = []
    public var json = false
    /// Run each variant in a child process, so that a trap cannot take the runner down.
    public var isolate = false

    public init(
      chapter: String? = nil, variants: [String] = [], scenarios: [String] = [], json: Bool = false,
      isolate: Bool = false
    ) {
      self.chapter = chapter
      self.variants = variants
      self.scenarios = scenarios
      self.json = json
      self.isolate = isolate
    }
  }

  /// Which variant to verify, and how to report.
  public struct VerifyRequest: Equatable, Sendable {
    public var chapter: String
    /// The variant to check: the exercise unless told otherwise.
    public var variant: String
    public var json = false
    /// Run the scenarios in a child process, so that a trap cannot take the runner down.
    public var isolate = false

    public init(chapter: String, variant: String = "exercise", json: Bool = false, isolate: Bool = false) {
      self.chapter = chapter
      self.variant = variant
      self.json = json
      self.isolate = isolate
    }
  }

  /// Which transcript to show.
  public struct ShowRequest: Equatable, Sendable {
    public var chapter: String
    public var variant: String
    public var scenario: String
    /// Show the approved transcript the variant must reproduce instead of running it.
    public var approved = false
    public var json = false

    public init(
      chapter: String, variant: String, scenario: String, approved: Bool = false, json: Bool = false
    ) {
      self.chapter = chapter
      self.variant = variant
      self.scenario = scenario
      self.approved = approved
      self.json = json
    }
  }

  /// Which source diff, in which form.
  public struct DiffRequest: Equatable, Sendable {
    /// How to print a source diff.
    public enum Format: String, Equatable, Sendable {
      case sideBySide = "side-by-side"
      case unified, markdown, html
    }

    public var chapter: String
    /// nil: the parent of `to`.
    public var from: String?
    public var to: String
    public var format: Format = .sideBySide
    /// Unchanged lines shown around each change; nil: every line.
    public var context: Int? = 3
    /// Terminal width for side by side; nil: from `COLUMNS`, else 160.
    public var width: Int?

    public init(
      chapter: String, from: String?, to: String, format: Format = .sideBySide, context: Int? = 3,
      width: Int? = nil
    ) {
      self.chapter = chapter
      self.from = from
      self.to = to
      self.format = format
      self.context = context
      self.width = width
    }
  }
}

/// The command line was wrong: what was wrong, and what is accepted.
public struct UsageError: Error, Equatable, CustomStringConvertible, Sendable {
  public let message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}

// MARK: - Parsing

extension RunnerCommand {
  /// Parses the runner's arguments (without the executable's name).
  public static func parse(_ arguments: [String]) throws(UsageError) -> RunnerCommand {
    guard let first = arguments.first, !first.hasPrefix("-") else {
      let parsed = try CommandSpec.all.parse(arguments)
      if parsed.flags.contains("help") { return .help(CommandSpec.overview) }
      return .matrix(
        MatrixRequest(json: parsed.flags.contains("json"), isolate: parsed.flags.contains("isolate")))
    }
    let rest = Array(arguments.dropFirst())
    if first == "help" {
      guard let topic = rest.first else { return .help(CommandSpec.overview) }
      guard let spec = CommandSpec.named(topic) else { throw CommandSpec.unknownCommand(topic) }
      return .help(spec.usage)
    }
    guard let spec = CommandSpec.named(first) ?? (first == CommandSpec.cells.name ? CommandSpec.cells : nil)
    else {
      throw CommandSpec.unknownCommand(first)
    }
    let parsed = try spec.parse(rest)
    if parsed.flags.contains("help") { return .help(spec.usage) }
    let positionals = parsed.positionals
    switch spec.name {
    case "run":
      return .matrix(
        MatrixRequest(
          chapter: positionals[0], variants: parsed.values("variant"), scenarios: parsed.values("scenario"),
          json: parsed.flags.contains("json"), isolate: parsed.flags.contains("isolate")))
    case "list":
      return .list(json: parsed.flags.contains("json"))
    case "show":
      return .show(
        ShowRequest(
          chapter: positionals[0], variant: positionals[1], scenario: positionals[2],
          approved: parsed.flags.contains("approved"), json: parsed.flags.contains("json")))
    case "diff":
      return .diff(try diffRequest(parsed, spec: spec))
    case "approve":
      return .approve(chapter: positionals[0])
    case "docs":
      return .docs(check: parsed.flags.contains("check"))
    case "verify":
      let variants = parsed.values("variant")
      guard variants.count <= 1 else {
        throw UsageError(
          "`workbook verify` checks one variant; got --variant \(variants.joined(separator: " and "))")
      }
      return .verify(
        VerifyRequest(
          chapter: positionals[0], variant: variants.first ?? "exercise", json: parsed.flags.contains("json"),
          isolate: parsed.flags.contains("isolate")))
    default:
      return .cells(
        chapter: positionals[0], variant: positionals[1], scenarios: Array(positionals.dropFirst(2)))
    }
  }

  private static func diffRequest(_ parsed: ParsedArguments, spec: CommandSpec) throws(UsageError)
    -> DiffRequest
  {
    let formats: [(flag: String, format: DiffRequest.Format)] = [
      ("side-by-side", .sideBySide), ("unified", .unified), ("markdown", .markdown), ("html", .html),
    ]
    let chosen = formats.filter { parsed.flags.contains($0.flag) }
    guard chosen.count <= 1 else {
      throw UsageError(
        "choose one format, not \(chosen.map { "--\($0.flag)" }.joined(separator: " and "))\n\n\(spec.usage)")
    }
    let positionals = parsed.positionals
    var request = DiffRequest(
      chapter: positionals[0], from: positionals.count == 3 ? positionals[1] : nil, to: positionals.last!,
      format: chosen.first?.format ?? .sideBySide)
    if parsed.flags.contains("full") { request.context = nil }
    if let context = parsed.values("context").last {
      guard let lines = Int(context), lines >= 0 else {
        throw UsageError("--context takes a number of lines (0 or more), not \"\(context)\"")
      }
      request.context = lines
    }
    if let width = parsed.values("width").last {
      guard let columns = Int(width), columns >= 40 else {
        throw UsageError("--width takes a number of columns (40 or more), not \"\(width)\"")
      }
      request.width = columns
    }
    return request
  }
}

/// The arguments of one command, split into positionals, flags and valued options.
struct ParsedArguments {
  var positionals: [String] = []
  var flags: Set<String> = []
  var options: [(name: String, value: String)] = []

  func values(_ name: String) -> [String] {
    options.filter { $0.name == name }.map(\.value)
  }
}

/// One command's grammar and help.
struct CommandSpec: Sendable {
  /// An option: `--name` (a flag) or `--name VALUE`.
  struct Option: Sendable {
    let name: String
    /// nil for a flag.
    let value: String?
    let help: String
  }

  let name: String
  /// What follows the command's name in the synopsis.
  let synopsis: String
  let summary: String
  /// A paragraph or two after the synopsis.
  let details: String
  /// The positional arguments, each with its help.
  let arguments: [(name: String, help: String)]
  /// How many positional arguments are accepted.
  let positionalCount: ClosedRange<Int>
  let options: [Option]
  var hidden = false

  static let help = Option(name: "help", value: nil, help: "show this help")
  static let json = Option(name: "json", value: nil, help: "machine-readable output (JSON, sorted keys)")
  static let isolate = Option(
    name: "isolate", value: nil,
    help: "run each variant in a child process: a trap (fatalError, nil force-unwrap…) shows as ‼ instead of "
      + "stopping the runner")

  static let chapterArgument = (
    name: "<chapter>", help: "its number (\"01\", \"1\") or name (\"foodtracker\")"
  )
  static let variantForms =
    "its id (\"0-massive\"), step number (\"0\"), title (\"massive\") or \"exercise\""

  static let exitCodes = """
    Exit codes: 0 everything holds · 1 a check failed · 2 a variant crashed · 64 usage error.
    """

  static let all = CommandSpec(
    name: "", synopsis: "[--json] [--isolate]",
    summary: "every chapter, every variant, every scenario: the equivalence matrix",
    details: """
      Runs every scenario of every chapter against every variant (each step and the exercise) and \
      compares each transcript with its approved one. Prints one matrix per chapter, the legend, \
      a summary line, then the message of every failing cell (variant, scenario, first differing \
      action and a diff).
      """,
    arguments: [], positionalCount: 0...0, options: [json, isolate, help])

  static let run = CommandSpec(
    name: "run", synopsis: "<chapter> [--variant V]… [--scenario S]… [--json] [--isolate]",
    summary: "one chapter's equivalence matrix, or a part of it",
    details: "Runs the chapter's scenarios against its variants, like `workbook` does for every chapter.",
    arguments: [chapterArgument], positionalCount: 1...1,
    options: [
      Option(name: "variant", value: "V", help: "only this variant: \(variantForms); repeatable"),
      Option(name: "scenario", value: "S", help: "only this scenario (its id); repeatable"),
      json, isolate, help,
    ])

  static let list = CommandSpec(
    name: "list", synopsis: "[--json]",
    summary: "the chapters: variants (as a tree), scenarios, declared divergences",
    details: """
      Lists every chapter with its variants (each under the parent it is diffed against), its \
      scenarios and its declared divergences.
      """,
    arguments: [], positionalCount: 0...0, options: [json, help])

  static let show = CommandSpec(
    name: "show", synopsis: "<chapter> <variant> <scenario> [--approved] [--json]",
    summary: "the transcript of one scenario run against one variant",
    details: """
      Runs the scenario against the variant and prints its transcript: each action, then the \
      screen, the lines logged and any problem.
      """,
    arguments: [
      chapterArgument, (name: "<variant>", help: variantForms), (name: "<scenario>", help: "its id"),
    ], positionalCount: 3...3,
    options: [
      Option(
        name: "approved", value: nil, help: "show the approved transcript the variant must reproduce instead"),
      json, help,
    ])

  static let diff = CommandSpec(
    name: "diff",
    synopsis: "<chapter> [<from>] <to> [--unified | --markdown | --html] [--context N | --full] [--width W]",
    summary: "the source diff between two variants, side by side",
    details: """
      Compares the two variants' folders file by file (added and removed files too). With one \
      variant, compares it with its parent. Side by side in the terminal by default, \
      `COLUMNS` (or 160) wide.
      """,
    arguments: [
      chapterArgument, (name: "<from>", help: "the old variant (default: the parent of <to>)"),
      (name: "<to>", help: "the new variant; variants are named by \(variantForms)"),
    ], positionalCount: 2...3,
    options: [
      Option(name: "side-by-side", value: nil, help: "side by side for a terminal (the default)"),
      Option(name: "unified", value: nil, help: "like `diff -u`: @@ hunks with 3 lines of context"),
      Option(name: "markdown", value: nil, help: "a fenced ```diff block per file, for documents"),
      Option(name: "html", value: nil, help: "a self-contained side-by-side HTML page"),
      Option(name: "context", value: "N", help: "unchanged lines around each change (default 3)"),
      Option(name: "full", value: nil, help: "show every line, unchanged ones included"),
      Option(name: "width", value: "W", help: "columns for side by side (default: COLUMNS, or 160)"),
      help,
    ])

  static let approve = CommandSpec(
    name: "approve", synopsis: "<chapter>",
    summary: "re-record the chapter's approved transcripts, on purpose",
    details: """
      Records every scenario from the chapter's root step, and each declared divergence's \
      scenarios from the variant that declares it, into the chapter's Transcripts folder \
      (atomically). Lists the files written and which ones changed. A changed approved transcript \
      is a behaviour change: it must be a declared divergence or the fix of a wrong recording. \
      Review the changes before committing them.
      """,
    arguments: [chapterArgument], positionalCount: 1...1, options: [help])

  static let docs = CommandSpec(
    name: "docs", synopsis: "[--check]",
    summary: "generate docs/chapters: every variant's diff against its parent",
    details: """
      Writes docs/chapters/NN-Name/<variant>.md (fenced diffs) and .html (side by side) for every \
      step against its parent, and the index docs/chapters/README.md. The output is \
      deterministic. With --check, writes nothing and fails (exit 1) listing the files that are \
      stale or missing.
      """,
    arguments: [], positionalCount: 0...0,
    options: [
      Option(name: "check", value: nil, help: "only check that the generated files are current"), help,
    ])

  static let verify = CommandSpec(
    name: "verify", synopsis: "<chapter> [--variant V] [--json] [--isolate]",
    summary: "the exercise's checklist: behaviour preserved, refactoring goals met",
    details: """
      Runs every scenario of the chapter against the variant (the exercise unless --variant names \
      another) and compares each transcript with its approved one, then checks each of the \
      chapter's refactoring goals against the variant's sources. Prints a checklist: behaviour \
      preserved (how many scenarios hold), then each goal, met or not, with what was found where \
      (file and line). Exits 0 only when the behaviour holds and every goal is met.
      """,
    arguments: [chapterArgument], positionalCount: 1...1,
    options: [
      Option(name: "variant", value: "V", help: "the variant to check (default: exercise): \(variantForms)"),
      json, isolate, help,
    ])

  /// The hidden command of `--isolate`'s child processes.
  static let cells = CommandSpec(
    name: "_cells", synopsis: "<chapter> <variant> <scenario>…",
    summary: "(internal) run scenarios against one variant, one JSON cell per line",
    details: "Used by --isolate: the parent re-runs the runner's own executable with this command.",
    arguments: [
      chapterArgument, (name: "<variant>", help: variantForms), (name: "<scenario>…", help: "their ids"),
    ], positionalCount: 3...Int.max, options: [help], hidden: true)

  static let commands: [CommandSpec] = [run, list, show, diff, approve, docs, verify]

  static func named(_ name: String) -> CommandSpec? {
    commands.first { $0.name == name }
  }

  static func unknownCommand(_ name: String) -> UsageError {
    UsageError(
      "unknown command \"\(name)\"; the commands are: \(commands.map(\.name).joined(separator: ", "))"
        + " (or none, for every chapter)\n\n\(overview)")
  }

  /// `workbook --help`.
  static var overview: String {
    let width = commands.map(\.name.count).max() ?? 0
    let lines = commands.map {
      "  \($0.name)\(String(repeating: " ", count: width - $0.name.count))  \($0.summary)"
    }
    return """
      Usage: workbook [--json] [--isolate]
             workbook <command> [arguments] [options]

      Without a command: \(all.summary). \(all.details)

      Commands:
      \(lines.joined(separator: "\n"))

      Options of `workbook`:
      \(optionLines(all.options))

      `workbook <command> --help` describes a command. \(exitCodes)
      Colour only on a terminal, never when NO_COLOR is set.

      """
  }

  /// `workbook <command> --help`.
  var usage: String {
    var text =
      "Usage: workbook \(name) \(synopsis)\n\n\(summary.prefix(1).uppercased() + summary.dropFirst()).\n"
    text += "\(details)\n"
    if !arguments.isEmpty {
      let width = arguments.map(\.name.count).max() ?? 0
      text += "\nArguments:\n"
      text +=
        arguments.map { "  \($0.name)\(String(repeating: " ", count: width - $0.name.count))  \($0.help)" }
        .joined(separator: "\n") + "\n"
    }
    text += "\nOptions:\n\(Self.optionLines(options))\n\n\(Self.exitCodes)\n"
    return text
  }

  private static func optionLines(_ options: [Option]) -> String {
    let names = options.map { option in
      (option.name == "help" ? "-h, " : "") + "--\(option.name)" + (option.value.map { " \($0)" } ?? "")
    }
    let width = names.map(\.count).max() ?? 0
    return zip(names, options).map { name, option in
      "  \(name)\(String(repeating: " ", count: width - name.count))  \(option.help)"
    }.joined(separator: "\n")
  }

  /// Splits the arguments that follow the command's name.
  func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    let command = name.isEmpty ? "workbook" : "workbook \(name)"
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "-h" || argument == "--help" {
        parsed.flags.insert("help")
        continue
      }
      guard argument.hasPrefix("--") else {
        if argument.hasPrefix("-"), argument.count > 1, Int(argument) == nil {
          throw UsageError("unknown option \"\(argument)\" for `\(command)`; accepted: \(acceptedOptions)")
        }
        parsed.positionals.append(argument)
        continue
      }
      let body = argument.dropFirst(2)
      let optionName = String(body.prefix { $0 != "=" })
      let inlineValue = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
      guard let option = options.first(where: { $0.name == optionName }) else {
        throw UsageError("unknown option \"--\(optionName)\" for `\(command)`; accepted: \(acceptedOptions)")
      }
      if let metavariable = option.value {
        if let inlineValue {
          parsed.options.append((optionName, inlineValue))
        } else if index < arguments.count, !arguments[index].hasPrefix("--") {
          parsed.options.append((optionName, arguments[index]))
          index += 1
        } else {
          throw UsageError("--\(optionName) needs a value: --\(optionName) \(metavariable)\n\n\(usage)")
        }
      } else {
        guard inlineValue == nil else { throw UsageError("--\(optionName) takes no value\n\n\(usage)") }
        parsed.flags.insert(optionName)
      }
    }
    if parsed.flags.contains("help") { return parsed }
    guard positionalCount.contains(parsed.positionals.count) else {
      let expected = describeExpectedArguments
      let got =
        parsed.positionals.isEmpty
        ? "none" : parsed.positionals.map { "\"\($0)\"" }.joined(separator: " ")
      throw UsageError("`\(command)` takes \(expected); got \(got)\n\n\(usage)")
    }
    return parsed
  }

  private var describeExpectedArguments: String {
    if self.arguments.isEmpty { return "no arguments" }
    return self.arguments.map(\.name).joined(separator: " ")
      + (positionalCount.lowerBound < self.arguments.count
        ? " (\(positionalCount.lowerBound) to \(positionalCount.upperBound) of them)" : "")
  }

  private var acceptedOptions: String {
    options.map { "--\($0.name)" + ($0.value.map { " \($0)" } ?? "") }.joined(separator: ", ")
  }
}
