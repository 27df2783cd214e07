import Workbook

/// One cell of the equivalence matrix: how one variant's run of one scenario came out.
///
/// It mirrors `EquivalenceResult` and adds what only the runner can see: a variant that trapped
/// (a Swift runtime error in its code) while running in a child process.
public struct MatrixCell: Codable, Equatable, Sendable {
  /// The outcome.
  public enum Status: String, Codable, Sendable {
    /// Same as the approved transcript.
    case same
    /// A declared divergence, reproduced exactly.
    case divergence
    /// Differs from the approved transcript.
    case differs
    /// No approved transcript to compare with (counts as differing).
    case missing
    /// The app crashed on a UIKit fault the approved transcript does not have.
    case crashed
    /// The variant's code trapped (fatalError, force-unwrap of nil…) and took its process down.
    case trapped
  }

  public let chapter: String
  public let variant: String
  public let scenario: String
  public let status: Status
  /// The reason of the declared divergence (`divergence` only).
  public let reason: String?
  /// The 1-based number of the first action whose entry differs (`differs`, `crashed`).
  public let firstDifferingAction: Int?
  /// The readable account: variant, scenario, first differing action and diff, or the trap's
  /// message and location.
  public let message: String

  public init(
    chapter: String, variant: String, scenario: String, status: Status, reason: String? = nil,
    firstDifferingAction: Int? = nil, message: String
  ) {
    self.chapter = chapter
    self.variant = variant
    self.scenario = scenario
    self.status = status
    self.reason = reason
    self.firstDifferingAction = firstDifferingAction
    self.message = message
  }

  /// The cell of an equivalence check.
  public init(_ result: EquivalenceResult) {
    let status: Status
    var reason: String?
    var action: Int?
    switch result.verdict {
    case .same: status = .same
    case .declaredDivergence(let why):
      status = .divergence
      reason = why
    case .differs(let first, _):
      status = .differs
      action = first
    case .crashed(let first, _):
      status = .crashed
      action = first
    case .missingApproved: status = .missing
    }
    self.init(
      chapter: result.chapter, variant: result.variant, scenario: result.scenario, status: status,
      reason: reason, firstDifferingAction: action, message: result.message)
  }

  /// The cell of a variant whose process died while running the scenario.
  public static func trapped(chapter: String, variant: String, scenario: String, crash: String) -> MatrixCell
  {
    MatrixCell(
      chapter: chapter, variant: variant, scenario: scenario, status: .trapped,
      message:
        "\(chapter) · variant \(variant) · scenario \(scenario): crashed the runner's child process\n\(crash)"
    )
  }

  /// ✓, ≠, ✗ or ‼.
  public var symbol: String {
    switch status {
    case .same: "✓"
    case .divergence: "≠"
    case .differs, .missing: "✗"
    case .crashed, .trapped: "‼"
    }
  }

  /// Whether the behaviour holds.
  public var holds: Bool {
    status == .same || status == .divergence
  }

  /// Whether the app crashed (UIKit fault) or the variant trapped.
  public var isCrash: Bool {
    status == .crashed || status == .trapped
  }
}

/// One chapter's part of the matrix.
public struct ChapterMatrix: Codable, Equatable, Sendable {
  public let number: String
  public let name: String
  public let title: String
  /// The variants run, in catalog order.
  public let variants: [String]
  /// The scenarios run, in catalog order.
  public let scenarios: [String]
  /// Every (variant, scenario) cell, variant by variant.
  public let cells: [MatrixCell]
  /// What is wrong with the chapter's catalog (a failure of its own).
  public let problems: [String]

  public init(
    number: String, name: String, title: String, variants: [String], scenarios: [String], cells: [MatrixCell],
    problems: [String] = []
  ) {
    self.number = number
    self.name = name
    self.title = title
    self.variants = variants
    self.scenarios = scenarios
    self.cells = cells
    self.problems = problems
  }

  /// The cell of a variant and a scenario.
  public func cell(variant: String, scenario: String) -> MatrixCell? {
    cells.first { $0.variant == variant && $0.scenario == scenario }
  }
}

/// The whole matrix: what `workbook` and `workbook run` print, and their `--json`.
public struct MatrixReport: Codable, Equatable, Sendable {
  /// The counts of the summary line.
  public struct Summary: Codable, Equatable, Sendable {
    public let chapters: Int
    public let variants: Int
    public let scenarios: Int
    public let runs: Int
    public let same: Int
    public let divergences: Int
    public let differs: Int
    public let crashed: Int
    /// Catalog problems, each a failure.
    public let problems: Int
  }

  public let chapters: [ChapterMatrix]

  public init(chapters: [ChapterMatrix]) {
    self.chapters = chapters
  }

  private enum CodingKeys: String, CodingKey {
    case chapters, summary, exitCode
  }

  /// The summary and exit code are written for readers of the JSON, and recomputed on reading.
  public init(from decoder: any Decoder) throws {
    chapters = try decoder.container(keyedBy: CodingKeys.self).decode([ChapterMatrix].self, forKey: .chapters)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(chapters, forKey: .chapters)
    try container.encode(summary, forKey: .summary)
    try container.encode(exitCode.rawValue, forKey: .exitCode)
  }

  public var cells: [MatrixCell] {
    chapters.flatMap(\.cells)
  }

  public var summary: Summary {
    let cells = cells
    return Summary(
      chapters: chapters.count, variants: chapters.reduce(0) { $0 + $1.variants.count },
      scenarios: chapters.reduce(0) { $0 + $1.scenarios.count }, runs: cells.count,
      same: cells.count { $0.status == .same }, divergences: cells.count { $0.status == .divergence },
      differs: cells.count { $0.status == .differs || $0.status == .missing },
      crashed: cells.count { $0.isCrash }, problems: chapters.reduce(0) { $0 + $1.problems.count })
  }

  /// 0 when everything holds, 2 when a variant crashed, 1 when anything else failed.
  public var exitCode: ExitCode {
    let summary = summary
    if summary.crashed > 0 { return .crashed }
    if summary.differs > 0 || summary.problems > 0 { return .checksFailed }
    return .success
  }
}

/// The runner's exit codes.
public enum ExitCode: Int32, Sendable, Equatable {
  /// Everything holds.
  case success = 0
  /// A check failed: a transcript differs, is missing, docs are stale…
  case checksFailed = 1
  /// A variant crashed.
  case crashed = 2
  /// The command line was wrong (sysexits' EX_USAGE).
  case usage = 64
}

// MARK: - Rendering

extension MatrixReport {
  /// The legend under the matrices.
  public static let legend = "✓ same as approved · ≠ declared divergence reproduced · ✗ differs · ‼ crashed"

  /// "3 chapters · 14 variants · 31 scenarios · 212 runs: 206 ✓, 6 ≠, 0 ✗, 0 ‼".
  public var summaryLine: String {
    let summary = summary
    func count(_ number: Int, _ noun: String) -> String {
      "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
    var line =
      [
        count(summary.chapters, "chapter"), count(summary.variants, "variant"),
        count(summary.scenarios, "scenario"), count(summary.runs, "run"),
      ].joined(separator: " · ")
      + ": \(summary.same) ✓, \(summary.divergences) ≠, \(summary.differs) ✗, \(summary.crashed) ‼"
    if summary.problems > 0 { line += " · \(count(summary.problems, "catalog problem"))" }
    return line
  }

  /// The matrices, legend, summary line, then the message of every failing cell.
  public func rendered(style: TextStyle = .plain) -> String {
    var blocks = chapters.map { $0.rendered(style: style) }
    let summaryLine: String
    switch exitCode {
    case .success: summaryLine = style.green(self.summaryLine)
    case .crashed: summaryLine = style.magenta(self.summaryLine)
    case .checksFailed, .usage: summaryLine = style.red(self.summaryLine)
    }
    blocks.append(style.dim(Self.legend) + "\n" + summaryLine)
    let problems = chapters.flatMap { chapter in
      chapter.problems.map { "\(style.red("✗")) \(chapter.name) catalog: \($0)" }
    }
    if !problems.isEmpty { blocks.append(problems.joined(separator: "\n")) }
    let failures = cells.filter { !$0.holds }
    if !failures.isEmpty {
      blocks.append(style.bold("Failures (\(failures.count))"))
      blocks += failures.map { Self.renderedMessage(of: $0, style: style) }
    }
    return blocks.joined(separator: "\n\n") + "\n"
  }

  static func renderedMessage(of cell: MatrixCell, style: TextStyle) -> String {
    let symbol = cell.isCrash ? style.magenta(cell.symbol) : style.red(cell.symbol)
    let lines = cell.message.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
      index, line -> String in
      let line = String(line)
      if index == 0 { return "\(symbol) \(style.bold(line))" }
      if line.hasPrefix("--- ") || line.hasPrefix("+++ ") { return "  " + style.bold(line) }
      if line.hasPrefix("-") { return "  " + style.red(line) }
      if line.hasPrefix("+") { return "  " + style.green(line) }
      return "  " + line
    }
    return lines.joined(separator: "\n")
  }
}

extension ChapterMatrix {
  /// The chapter's heading and its grid: one row per scenario, one column per variant.
  public func rendered(style: TextStyle = .plain) -> String {
    var lines = [style.bold("\(number) \(name)") + (title.isEmpty ? "" : " — \(title)")]
    let scenarioWidth = max(scenarios.map(\.count).max() ?? 0, 8)
    let header = variants.map { " " + $0 + " " }
    lines.append(
      Self.trimmingTrailingSpaces("  " + String(repeating: " ", count: scenarioWidth) + " " + header.joined())
    )
    for scenario in scenarios {
      var row = "  " + scenario + String(repeating: " ", count: scenarioWidth - scenario.count) + " "
      for (variant, column) in zip(variants, header) {
        let cell = cell(variant: variant, scenario: scenario)
        let symbol = cell?.symbol ?? "·"
        let left = (column.count - 1) / 2
        let right = column.count - 1 - left
        row +=
          String(repeating: " ", count: left) + Self.paint(symbol, cell, style)
          + String(repeating: " ", count: right)
      }
      lines.append(Self.trimmingTrailingSpaces(row))
    }
    if scenarios.isEmpty { lines.append(style.dim("  (no scenarios)")) }
    // One note per declared divergence: the scenario, the variants that reproduce it, why.
    var notes: [(scenario: String, reason: String, variants: [String])] = []
    for cell in cells where cell.status == .divergence {
      let reason = cell.reason ?? ""
      if let index = notes.firstIndex(where: { $0.scenario == cell.scenario && $0.reason == reason }) {
        notes[index].variants.append(cell.variant)
      } else {
        notes.append((cell.scenario, reason, [cell.variant]))
      }
    }
    for note in notes {
      lines.append(
        style.dim("  ≠ \(note.scenario) on \(note.variants.joined(separator: ", ")): \(note.reason)"))
    }
    return lines.joined(separator: "\n")
  }

  private static func paint(_ symbol: String, _ cell: MatrixCell?, _ style: TextStyle) -> String {
    switch cell?.status {
    case .same: style.green(symbol)
    case .divergence: style.cyan(symbol)
    case .differs, .missing: style.red(symbol)
    case .crashed, .trapped: style.magenta(symbol)
    case nil: style.dim(symbol)
    }
  }

  private static func trimmingTrailingSpaces(_ line: String) -> String {
    var line = Substring(line)
    while line.last == " " { line = line.dropLast() }
    return String(line)
  }
}
